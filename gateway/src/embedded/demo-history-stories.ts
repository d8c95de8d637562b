/**
 * The demo company's assignments that went further than 'open': what the demo's workspace, earnings, invoices and
 * analytics pages have to show. Names and brands are invented; the accounts are the ones identity's seed registers.
 */
export const DEMO_HISTORY_COMPANY = 'demo@clipwerk.nl';
export const DEMO_HISTORY_PASSWORD = 'demo1234';

/** How far a story goes: paid and rated, handed in and waiting for the company, or being made. */
export type DemoStage = 'completed' | 'awaiting_review' | 'in_progress';

export interface DemoStory {
  stage: DemoStage;
  creatorEmail: string;
  title: string;
  description: string;
  budget: number;
  /** The creator's price in her proposal: the contract amount. */
  price: number;
  motivation: string;
  /** What the brief says besides the description. */
  brief: {
    product: { name: string; price: number };
    requirements: string[];
    deliverable: string;
    dos: string[];
    donts: string[];
  };
  /** The file she hands in. */
  deliverable: string;
  /** Chat between the two, company first, then in turns. */
  chat?: string[];
  /** Both ratings once completed: the company's of her, hers of the company. */
  ratings?: { company: { stars: number; text: string }; creator: { stars: number; text: string } };
}

/** The payout accounts of the creators who get paid (valid Dutch test IBANs; only the bank and last four are kept). */
export const DEMO_PAYOUT_ACCOUNTS: Record<string, { iban: string; accountHolderName: string }> = {
  'creator1@clipwerk.nl': { iban: 'NL91ABNA0417164300', accountHolderName: 'Emma Jansen' },
  'creator2@clipwerk.nl': { iban: 'NL20INGB0001234567', accountHolderName: 'Daan de Boer' },
};

export const DEMO_STORIES: DemoStory[] = [
  {
    stage: 'completed',
    creatorEmail: 'creator1@clipwerk.nl',
    title: 'Eerlijke review van onze dagcrème met SPF 30',
    description:
      'Twee weken lang gebruik je onze dagcrème met SPF 30 en vertel je in één video wat je ervan vindt: hoe hij intrekt, onder make-up zit en ruikt. Eerlijk en zonder filters.',
    budget: 320,
    price: 300,
    motivation:
      'Ik smeer elke ochtend SPF en vergelijk graag producten. Ik film bij daglicht en vertel eerlijk wat me opvalt, ook als iets tegenvalt.',
    brief: {
      product: { name: 'Dagcrème SPF 30', price: 24.95 },
      requirements: ['45-60 seconden', 'Product binnen 3 seconden in beeld', 'Ondertiteling in het Nederlands'],
      deliverable: '1 video van 60 seconden (9:16)',
      dos: ['Film bij daglicht', 'Vertel hoe de crème onder make-up zit'],
      donts: ['Geen beautyfilters', 'Geen medische claims'],
    },
    deliverable: 'review-dagcreme-spf30.png',
    chat: [
      'Hoi! Fijn dat je meedoet. Het pakket is vandaag verstuurd.',
      'Dank je, ik laat het weten zodra het binnen is en begin direct.',
    ],
    ratings: {
      company: { stars: 5, text: 'Heel eerlijke en mooi belichte review, precies wat we zochten.' },
      creator: { stars: 5, text: 'Duidelijke briefing en snel betaald. Graag weer!' },
    },
  },
  {
    stage: 'completed',
    creatorEmail: 'creator2@clipwerk.nl',
    title: 'Onze elektrische gezichtsborstel getest',
    description:
      'Test onze elektrische gezichtsborstel een week lang en laat zien wat hij doet: de standen, het opladen en hoe je huid zich daarna voelt. Zonder jargon.',
    budget: 260,
    price: 250,
    motivation:
      'Ik test gadgets voor YouTube en TikTok en leg uit wat ze in het dagelijks leven doen. Een gezichtsborstel past daar goed bij.',
    brief: {
      product: { name: 'Elektrische gezichtsborstel Pure', price: 59 },
      requirements: ['60-90 seconden', 'Laat alle drie de standen zien'],
      deliverable: '1 video van 90 seconden (9:16)',
      dos: ['Leg uit hoe lang de batterij meegaat', 'Houd het eerlijk en praktisch'],
      donts: ['Geen vakjargon', 'Geen andere merken in beeld'],
    },
    deliverable: 'test-gezichtsborstel.png',
    ratings: {
      company: { stars: 4, text: 'Duidelijke uitleg zonder jargon, precies op tijd geleverd.' },
      creator: { stars: 5, text: 'Prettige samenwerking en heldere feedback.' },
    },
  },
  {
    stage: 'awaiting_review',
    creatorEmail: 'creator3@clipwerk.nl',
    title: 'Haarmasker in drie stappen uitgelegd',
    description:
      'Leg in drie korte stappen uit hoe je ons haarmasker gebruikt en laat het resultaat zien. Voor- en na-beelden in hetzelfde licht.',
    budget: 220,
    price: 210,
    motivation: 'Ik heb krullend haar en test al jaren maskers. Ik laat graag zien hoe het er vlak na en een dag later uitziet.',
    brief: {
      product: { name: 'Herstellend haarmasker', price: 18.5 },
      requirements: ['Drie korte stappen', 'Voor- en na-beelden in hetzelfde licht'],
      deliverable: '1 video van 45 seconden (9:16)',
      dos: ['Noem hoe lang het masker inwerkt'],
      donts: ['Geen föhn of stijltang in de na-beelden'],
    },
    deliverable: 'haarmasker-drie-stappen.png',
  },
  {
    stage: 'in_progress',
    creatorEmail: 'creator1@clipwerk.nl',
    title: 'Zomerlook met onze zonnebrandstick voor Reels',
    description:
      'Een luchtige zomerse video voor Instagram Reels waarin je onze zonnebrandstick onderweg gebruikt: op het terras, op de fiets of aan het strand.',
    budget: 280,
    price: 270,
    motivation:
      'Ik ben veel buiten en film graag onderweg. Deze stick past precies in mijn tas, dus dit is voor mij heel natuurlijk.',
    brief: {
      product: { name: 'Zonnebrandstick SPF 50', price: 14.95 },
      requirements: ['15-30 seconden', 'Buiten gefilmd'],
      deliverable: '1 Reel van 30 seconden (9:16)',
      dos: ['Laat zien dat de stick in je tas past', 'Zomerse muziek mag'],
      donts: ['Geen felle middagzon recht in de camera'],
    },
    deliverable: 'zomerlook-eerste-opname.png',
    chat: [
      'Hoi! Kun je de stick ook een keer op de fiets laten zien?',
      'Zeker, ik heb vanochtend al een eerste opname gemaakt en geüpload.',
      'Top, die bekijken we morgen. Succes met de rest!',
    ],
  },
];
