import type { NewProjectInput } from '../../domain/project-rules';

/**
 * The demo companies that identity's seed registers (services/identity/src/infrastructure/demo/demo-accounts.ts):
 * the contexts share no code, so the addresses are repeated here.
 */
export const DEMO_COMPANY_EMAIL = 'demo@clipwerk.nl';
export const DEMO_FOOD_COMPANY_EMAIL = 'goedgemutst@clipwerk.nl';
export const DEMO_SPORTS_COMPANY_EMAIL = 'veerkracht@clipwerk.nl';

export interface DemoProject extends NewProjectInput {
  /** The e-mail address of the demo company that places it. */
  companyEmail: string;
  title: string;
  budget: number;
  /** Days from the seed's run to the deadline. */
  deadlineInDays: number;
}

/** A dozen realistic Dutch assignments from the demo companies (names and brands are invented). */
export const DEMO_PROJECTS: DemoProject[] = [
  {
    companyEmail: DEMO_COMPANY_EMAIL,
    title: 'Unboxing-video van ons nieuwe vitamine C-serum',
    description:
      'Wij lanceren een vitamine C-serum voor de gevoelige huid. We zoeken een creator die het pakket opent, de textuur laat zien en eerlijk vertelt wat de eerste indruk is. Natuurlijk licht, geen filters.',
    category: 'beauty-cosmetics',
    budget: 275,
    deadlineInDays: 21,
    location: 'Amsterdam',
    contentFormat: ['9:16 verticaal'],
    contentRequirements: ['30-60 seconden', 'Product binnen 3 seconden in beeld', 'Ondertiteling in het Nederlands'],
    deliverables: [{ title: '1 video van 45 seconden', description: 'Voor TikTok en Instagram Reels' }],
    preferredCreatorType: 'micro',
    targetAudience: 'Vrouwen van 20-35 jaar met interesse in huidverzorging',
  },
  {
    companyEmail: DEMO_COMPANY_EMAIL,
    title: 'Drie korte reviews van onze avondcrème',
    description:
      'Na twee weken gebruik vertel je in drie korte video’s hoe je huid is veranderd. Eerlijkheid staat voorop: wij willen echte ervaringen, geen reclamespotje. Het product sturen we gratis op.',
    category: 'beauty-cosmetics',
    budget: 450,
    deadlineInDays: 35,
    location: 'Utrecht',
    contentFormat: ['9:16 verticaal', '1:1 vierkant'],
    contentRequirements: ['Dag 1, dag 7 en dag 14 filmen', 'Geen beautyfilters'],
    deliverables: [{ title: '3 video’s van 20-30 seconden', description: 'Eén per meetmoment' }],
    preferredCreatorType: 'micro',
    targetAudience: 'Vrouwen van 30-50 jaar',
  },
  {
    companyEmail: DEMO_FOOD_COMPANY_EMAIL,
    title: 'Recepten-video met onze biologische havermout',
    description:
      'Laat zien hoe je in vijf minuten een gezond ontbijt maakt met onze biologische havermout. Denk aan overnight oats of een warme bowl met seizoensfruit. Een rustige keuken en goed licht zijn belangrijk.',
    category: 'food-drinks',
    budget: 350,
    deadlineInDays: 28,
    location: 'Rotterdam',
    contentFormat: ['9:16 verticaal'],
    contentRequirements: ['Stap-voor-stap bereiding', 'Verpakking duidelijk in beeld', 'Voice-over in het Nederlands'],
    deliverables: [{ title: '1 receptvideo van 60 seconden', description: 'Met ruwe beelden erbij' }],
    targetAudience: 'Gezondheidsbewuste jonge ouders',
  },
  {
    companyEmail: DEMO_FOOD_COMPANY_EMAIL,
    title: 'Koffiemoment thuis: sfeervideo voor onze bonen',
    description:
      'Wij branden koffie in Zwolle en zoeken sfeervolle video’s van het zetten van een kop filterkoffie thuis. Rustig tempo, mooie close-ups van het malen en het opgieten. Muziek kiezen we zelf.',
    category: 'food-drinks',
    budget: 600,
    deadlineInDays: 40,
    location: 'Zwolle',
    contentFormat: ['16:9 horizontaal', '9:16 verticaal'],
    contentRequirements: ['Geen gesproken tekst', 'Close-ups van malen en opgieten'],
    deliverables: [
      { title: '1 horizontale video van 60 seconden', description: 'Voor de website' },
      { title: '2 verticale clips van 15 seconden', description: 'Voor social media' },
    ],
    preferredCreatorType: 'mid-tier',
  },
  {
    companyEmail: DEMO_SPORTS_COMPANY_EMAIL,
    title: 'Hardloopschoenen testen tijdens een echte training',
    description:
      'Neem onze nieuwe hardloopschoen mee op een training van minimaal vijf kilometer en vertel hoe hij loopt. We willen beelden van het lopen zelf en een korte reflectie na afloop. Maat stemmen we vooraf af.',
    category: 'health-fitness',
    budget: 800,
    deadlineInDays: 30,
    location: 'Eindhoven',
    contentFormat: ['9:16 verticaal'],
    contentRequirements: ['Buitenopnames tijdens het lopen', 'Eerlijke mening over pasvorm en demping'],
    deliverables: [{ title: '1 video van 60-90 seconden', description: 'Met ondertiteling' }],
    preferredCreatorType: 'mid-tier',
    targetAudience: 'Recreatieve hardlopers van 25-45 jaar',
  },
  {
    companyEmail: DEMO_SPORTS_COMPANY_EMAIL,
    title: 'Thuisworkout van 10 minuten met onze weerstandsbanden',
    description:
      'Maak een korte thuisworkout met onze set weerstandsbanden die iedereen kan volgen. Leg de oefeningen duidelijk uit en laat zien hoe je de weerstand kiest. Geschikt voor beginners.',
    category: 'health-fitness',
    budget: 300,
    deadlineInDays: 18,
    location: 'Den Haag',
    contentFormat: ['9:16 verticaal'],
    contentRequirements: ['Vijf oefeningen', 'Uitleg per oefening', 'Veilige uitvoering'],
    deliverables: [{ title: '1 workoutvideo', description: 'Maximaal 90 seconden' }],
  },
  {
    companyEmail: DEMO_COMPANY_EMAIL,
    title: 'Uitleg-video: onze slimme deurbel installeren',
    description:
      'Laat zien hoe eenvoudig je onze slimme deurbel zelf installeert, van uitpakken tot de eerste melding op je telefoon. Handig voor klanten die twijfelen of ze het zelf kunnen. Gereedschap is basis.',
    category: 'technology',
    budget: 950,
    deadlineInDays: 45,
    location: 'Groningen',
    contentFormat: ['16:9 horizontaal'],
    contentRequirements: ['Alle installatiestappen in beeld', 'App-scherm opnemen', 'Duidelijke voice-over'],
    deliverables: [{ title: '1 tutorial van 3-4 minuten', description: 'Voor YouTube en de productpagina' }],
    preferredCreatorType: 'mid-tier',
  },
  {
    companyEmail: DEMO_COMPANY_EMAIL,
    title: 'Stedentrip-video’s voor ons boetiekhotel in Maastricht',
    description:
      'Verblijf twee nachten in ons hotel en laat zien hoe je Maastricht beleeft: ontbijt, de kamer, een wandeling door de binnenstad. We zoeken een warme, persoonlijke stijl die zin geeft in een weekendje weg.',
    category: 'travel-lifestyle',
    budget: 1500,
    deadlineInDays: 60,
    location: 'Maastricht',
    contentFormat: ['9:16 verticaal', '16:9 horizontaal'],
    contentRequirements: ['Kamer en ontbijt in beeld', 'Minimaal twee plekken in de stad'],
    deliverables: [
      { title: '3 Reels van 30 seconden', description: 'Verschillende momenten van het verblijf' },
      { title: '10 foto’s', description: 'Voor de website' },
    ],
    preferredCreatorType: 'macro',
    targetAudience: 'Stellen van 28-45 jaar',
  },
  {
    companyEmail: DEMO_COMPANY_EMAIL,
    title: 'Duurzame mode: styling-video met tweedehands items',
    description:
      'Wij verkopen gecureerde tweedehands kleding online. Maak een styling-video waarin je drie outfits samenstelt uit ons aanbod en vertelt waarom tweedehands voor jou werkt. Kleding mag je houden.',
    category: 'fashion-clothing',
    budget: 400,
    deadlineInDays: 25,
    location: 'Haarlem',
    contentFormat: ['9:16 verticaal'],
    contentRequirements: ['Drie outfits', 'Link naar de webshop noemen', 'Natuurlijke stijl'],
    deliverables: [{ title: '1 video van 45-60 seconden', description: 'Voor Instagram en TikTok' }],
    preferredCreatorType: 'micro',
  },
  {
    companyEmail: DEMO_COMPANY_EMAIL,
    title: 'Balkontuin inrichten met onze plantenbakken',
    description:
      'Laat in een voor-en-na video zien hoe je een klein balkon verandert in een groene plek met onze plantenbakken. Tips over welke planten goed gedijen op een balkon op het zuiden zijn een pluspunt.',
    category: 'home-garden',
    budget: 525,
    deadlineInDays: 32,
    location: 'Leiden',
    contentFormat: ['9:16 verticaal'],
    contentRequirements: ['Voor- en na-beelden', 'Time-lapse van het inrichten'],
    deliverables: [{ title: '1 video van 60 seconden', description: 'Met drie plantentips' }],
  },
  {
    companyEmail: DEMO_COMPANY_EMAIL,
    title: 'Testimonial: zo werkt onze boekhoudapp voor zzp’ers',
    description:
      'Ben je zzp’er? Vertel in een eerlijke testimonial hoe je je administratie bijhoudt met onze app. We zoeken een herkenbaar verhaal: facturen sturen, bonnetjes scannen en btw-aangifte zonder stress.',
    category: 'business-services',
    budget: 2750,
    deadlineInDays: 50,
    location: 'Amersfoort',
    contentFormat: ['16:9 horizontaal', '9:16 verticaal'],
    contentRequirements: ['Je bent zelf zzp’er', 'App-gebruik in beeld', 'Rustige werkplek'],
    deliverables: [
      { title: '1 testimonial van 2 minuten', description: 'Horizontaal, voor de website' },
      { title: '3 korte clips', description: 'Verticaal, voor advertenties' },
    ],
    preferredCreatorType: 'no-preference',
    targetAudience: 'Zelfstandigen in Nederland',
  },
  {
    companyEmail: DEMO_COMPANY_EMAIL,
    title: 'Speelgoed-review: houten knikkerbaan voor het hele gezin',
    description:
      'Bouw samen met je kinderen onze houten knikkerbaan en laat zien hoeveel plezier jullie ermee hebben. Wij zoeken spontane, echte gezinsmomenten. Kinderen alleen herkenbaar in beeld met toestemming.',
    category: 'other',
    budget: 225,
    deadlineInDays: 14,
    location: 'Nijmegen',
    contentFormat: ['9:16 verticaal'],
    contentRequirements: ['Opbouw en spelen in beeld', 'Geen herkenbare gezichten zonder toestemming'],
    deliverables: [{ title: '1 video van 30-45 seconden', description: 'Met een korte eigen mening' }],
    preferredCreatorType: 'micro',
  },
];
