// The knowledge pages: real Dutch content written for Clipwerk, one entry per page. Figures that other parts of
// the product own (fees, prices, payout timing, revision rounds) are not repeated here: the pages link to where they
// are shown, or name them as '{feePercent}' for the terms to fill (useTermsText).

export type Audience = 'bedrijven' | 'creators' | 'iedereen';

export interface Section {
  heading: string;
  paragraphs?: string[];
  list?: string[];
  /** Other pages, as links. */
  links?: Array<{ to: string; label: string }>;
}

export interface Question {
  question: string;
  answer: string;
}

export interface Article {
  path: string;
  title: string;
  lead: string;
  audience: Audience;
  sections: Section[];
  questions?: Question[];
}

export const ARTICLES: readonly Article[] = [
  {
    path: '/wat-is-ugc',
    title: 'Wat is UGC?',
    lead: 'User-generated content (UGC) is content die door echte mensen wordt gemaakt in plaats van door een merk zelf. Denk aan een eerlijke recensie, een unboxing of iemand die laat zien hoe zij een product gebruikt.',
    audience: 'iedereen',
    sections: [
      {
        heading: 'Waarom UGC werkt',
        paragraphs: [
          'Mensen vertrouwen mensen. Een video van iemand die een product echt gebruikt, voelt geloofwaardiger dan een gepolijste reclame. Daarom presteert UGC vaak beter in advertenties op TikTok, Instagram en YouTube Shorts.',
          'Voor merken is UGC bovendien sneller en betaalbaarder dan een traditionele productie: geen crew, geen studio, wel content die past bij hoe mensen op sociale media kijken.',
        ],
      },
      {
        heading: 'Veelvoorkomende vormen',
        list: [
          'Unboxing: het product uitpakken en de eerste indruk delen.',
          'Recensie of testimonial: eerlijk vertellen wat goed is en wat beter kan.',
          'Tutorial of how-to: laten zien hoe je het product gebruikt.',
          'Lifestyle: het product in het dagelijks leven, zonder harde verkoop.',
        ],
      },
      {
        heading: 'UGC via Clipwerk',
        paragraphs: [
          'Op Clipwerk plaatsen bedrijven een opdracht met een budget en een briefing. Creators reageren met een voorstel, het bedrijf kiest één creator en samen werken jullie in een gedeelde werkruimte: uploaden, feedback geven, goedkeuren en betalen op één plek.',
        ],
      },
    ],
  },
  {
    path: '/ugc-voorbeelden',
    title: 'UGC-voorbeelden',
    lead: 'Vijf soorten UGC-video’s die het goed doen, met wat je in een briefing vraagt om ze te krijgen.',
    audience: 'bedrijven',
    sections: [
      {
        heading: '1. De eerlijke eerste indruk',
        paragraphs: [
          'Een creator pakt het product uit en zegt hardop wat ze ziet en voelt. Vraag in je briefing om de eerste indruk niet te herhalen of in te studeren: juist de spontaniteit maakt het geloofwaardig.',
        ],
      },
      {
        heading: '2. Probleem en oplossing',
        paragraphs: [
          'In de eerste drie seconden een herkenbaar probleem ("mijn koffie is altijd lauw"), daarna hoe het product dat oplost. Deze opbouw werkt sterk als advertentie.',
        ],
      },
      {
        heading: '3. De tutorial',
        paragraphs: [
          'Stap voor stap laten zien hoe het werkt. Ideaal voor producten die uitleg nodig hebben, van verzorging tot software.',
        ],
      },
      {
        heading: '4. Voor en na',
        paragraphs: [
          'Een zichtbaar resultaat, zoals een schone keuken of een opgeruimde kast. Vraag om dezelfde camerahoek voor beide shots.',
        ],
      },
      {
        heading: '5. De dag-in-het-leven',
        paragraphs: [
          'Het product komt terloops terug in iemands dag. Minder direct, wel sterk voor merkbekendheid en voor organische posts.',
        ],
      },
    ],
  },
  {
    path: '/ugc-marketing-strategie',
    title: 'UGC-marketingstrategie',
    lead: 'UGC levert het meest op als je het vooraf een plek geeft in je marketing: welk doel, welk kanaal en hoe je meet wat werkt.',
    audience: 'bedrijven',
    sections: [
      {
        heading: 'Begin bij het doel',
        list: [
          'Advertenties: korte video’s met een sterke opening en een duidelijke call-to-action.',
          'Productpagina’s: recensies en tutorials die twijfel wegnemen vlak voor de aankoop.',
          'Organische social: lifestyle-content die past bij het ritme van je kanaal.',
        ],
      },
      {
        heading: 'Test meerdere varianten',
        paragraphs: [
          'Laat liever drie creators één korte video maken dan één creator drie lange. Verschillende gezichten, openingen en tonen laten snel zien wat jouw doelgroep aanspreekt.',
        ],
      },
      {
        heading: 'Meet en leer',
        paragraphs: [
          'Houd per video bij hoe vaak hij wordt bekeken, hoe lang mensen blijven kijken en hoeveel er doorklikken. Op je Clipwerk-dashboard en op de pagina ‘Statistieken’ zie je per periode hoe je opdrachten lopen.',
        ],
      },
    ],
  },
  {
    path: '/ugc-vs-influencer-marketing',
    title: 'UGC vs. influencer marketing',
    lead: 'Ze lijken op elkaar, maar er is één groot verschil: bij influencer marketing betaal je voor bereik, bij UGC voor content.',
    audience: 'bedrijven',
    sections: [
      {
        heading: 'Influencer marketing',
        paragraphs: [
          'Een influencer plaatst content op haar eigen kanaal, voor haar eigen volgers. Je betaalt vooral voor dat publiek. Het resultaat hangt sterk af van hoe goed dat publiek bij jouw merk past.',
        ],
      },
      {
        heading: 'UGC',
        paragraphs: [
          'Een UGC-creator maakt content die jij gebruikt: in je advertenties, op je website of op je eigen kanalen. Het aantal volgers van de creator doet er minder toe; het gaat om de kwaliteit en geloofwaardigheid van de video.',
        ],
      },
      {
        heading: 'Wanneer kies je wat?',
        list: [
          'Wil je snel een nieuw publiek bereiken? Dan past influencer marketing.',
          'Wil je advertenties die converteren en content die je vaker kunt inzetten? Dan past UGC.',
          'Veel merken combineren beide: UGC voor advertenties, influencers voor bekendheid.',
        ],
      },
    ],
  },
  {
    path: '/ugc-campagne-opzetten',
    title: 'UGC-campagne opzetten',
    lead: 'Van idee tot goedgekeurde video in zes stappen, zoals het op Clipwerk gaat.',
    audience: 'bedrijven',
    sections: [
      {
        heading: 'De stappen',
        list: [
          'Plaats een opdracht met titel, beschrijving, budget en deadline. Vertel wat je product is en wat wel en niet mag.',
          'Betaal de aanbetaling: daarna staat je opdracht open voor creators.',
          'Vergelijk de voorstellen: motivatie, prijs, levertijd en eerder werk in het portfolio.',
          'Kies één creator. Je chat en werkt samen in de werkruimte van de opdracht.',
          'Bekijk de geleverde video’s, plaats opmerkingen op het juiste moment in de video en vraag zo nodig een revisie.',
          'Keur goed en betaal de rest: alle bestanden komen vrij om te downloaden.',
        ],
      },
      {
        heading: 'Tips voor een goede briefing',
        list: [
          'Eén doel per video, niet drie.',
          'Geef voorbeelden van video’s die je mooi vindt.',
          'Noem het formaat (verticaal 9:16 voor TikTok en Reels) en de gewenste lengte.',
          'Wees duidelijk over wat niet mag, zoals het noemen van concurrenten.',
        ],
      },
    ],
  },
  {
    path: '/ugc-tips-creators',
    title: 'UGC-tips voor creators',
    lead: 'Hoe je opvalt met je voorstel, en hoe je een opdracht zo oplevert dat bedrijven je opnieuw vragen.',
    audience: 'creators',
    sections: [
      {
        heading: 'Een voorstel dat eruit springt',
        list: [
          'Lees de briefing echt en verwijs er concreet naar.',
          'Vertel in twee zinnen hoe jij de video zou openen.',
          'Laat in je portfolio werk zien dat op deze opdracht lijkt.',
          'Noem een realistische levertijd en houd je eraan.',
        ],
      },
      {
        heading: 'Opnemen',
        list: [
          'Film bij daglicht, met het licht op je gezicht.',
          'Houd de eerste drie seconden kort en pakkend.',
          'Neem meerdere openingen op: dat geeft het bedrijf keuze.',
          'Let op geluid: een stille ruimte doet meer dan een dure microfoon.',
        ],
      },
      {
        heading: 'Opleveren',
        paragraphs: [
          'Upload je video’s in de werkruimte en lever ze op. Krijg je een revisieverzoek, dan zie je de opmerkingen op het juiste moment in je video. Upload een nieuwe versie: de eerdere blijven bewaard, zodat jullie kunnen vergelijken.',
        ],
      },
    ],
  },
  {
    path: '/ugc-trends-2024',
    title: 'UGC-trends 2026',
    lead: 'Wat we zagen werken in UGC, en wat je ervan meeneemt in je volgende opdracht.',
    audience: 'iedereen',
    sections: [
      {
        heading: 'Korter en eerlijker',
        paragraphs: [
          'Video’s van 15 tot 30 seconden met een eerlijke toon doen het beter dan lange, perfect gemonteerde producties. Kijkers haken af bij iets dat te veel op reclame lijkt.',
        ],
      },
      {
        heading: 'Ondertiteling als standaard',
        paragraphs: [
          'Veel mensen kijken zonder geluid. Ondertitels of tekst in beeld zijn daarom geen extraatje meer maar een vereiste.',
        ],
      },
      {
        heading: 'Micro-creators',
        paragraphs: [
          'Creators met een kleiner publiek maken vaak de meest geloofwaardige content. Omdat je bij UGC voor de video betaalt en niet voor bereik, zijn zij een sterke keuze.',
        ],
      },
      {
        heading: 'Search op social',
        paragraphs: [
          'Steeds meer mensen zoeken op TikTok en Instagram in plaats van in een zoekmachine. Een video die duidelijk zegt wat het product is en voor wie, wordt beter gevonden.',
        ],
      },
    ],
  },
  {
    path: '/ugc-prijzen',
    title: 'UGC-prijzen',
    lead: 'Wat kost een UGC-video op Clipwerk, en hoe werkt de betaling?',
    audience: 'bedrijven',
    sections: [
      {
        heading: 'Jij bepaalt het budget',
        paragraphs: [
          'Bij het plaatsen van een opdracht kies je zelf het budget. Creators reageren met een voorstel en een prijs; de prijs van het voorstel dat je accepteert is het bedrag van de opdracht. Samen kunnen jullie dat bedrag later nog aanpassen, zolang de eindbetaling niet is gedaan.',
        ],
      },
      {
        heading: 'Betalen in twee delen',
        list: [
          'De aanbetaling: {depositPercent}% van het budget, waarna je opdracht wordt gepubliceerd.',
          'De eindbetaling: het bedrag van de opdracht min de aanbetaling, na goedkeuring van de content.',
          'Betalen kan met iDEAL of een creditcard.',
        ],
      },
      {
        heading: 'Kosten',
        paragraphs: [
          'Clipwerk rekent {feePercent}% platformkosten over het bedrag van de opdracht; de creator krijgt {creatorSharePercent}%. De eerste {launchOfferCompanies} bedrijven betalen de eerste {launchOfferMonths} maanden na hun aanmelding geen platformkosten: dan krijgt de creator 100%. Er is geen abonnement. Bij elke betaling zie je vooraf precies welk bedrag je betaalt.',
          'Na de eindbetaling houden we het aandeel van de creator {holdPeriod} vast (de geschilperiode); loopt er geen geschil, dan maken we het daarna automatisch over.',
        ],
      },
    ],
  },
  {
    path: '/ugc-bureau',
    title: 'UGC-bureau',
    lead: 'Clipwerk is geen traditioneel bureau, maar een marktplaats. Wat betekent dat voor jou?',
    audience: 'bedrijven',
    sections: [
      {
        heading: 'Zelf kiezen, zonder tussenlaag',
        paragraphs: [
          'Bij een bureau kiest iemand anders de creator voor je. Op Clipwerk zie je zelf de voorstellen, portfolio’s en beoordelingen, en kies je de creator die bij je merk past.',
        ],
      },
      {
        heading: 'Wel de zekerheid van een bureau',
        list: [
          'Je geld wordt pas uitbetaald aan de creator nadat jij de content hebt goedgekeurd en betaald.',
          'Er zijn {revisionRounds} revisierondes inbegrepen.',
          'Na de eindbetaling zijn alle bestanden voor jou beschikbaar om te downloaden.',
          'Loopt er iets mis, dan kun je binnen de termijn van de voorwaarden een geschil openen.',
        ],
      },
    ],
  },
  {
    path: '/ugc-content-creators',
    title: 'Word creator',
    lead: 'Maak je graag video’s? Op Clipwerk vind je betaalde opdrachten van Nederlandse bedrijven.',
    audience: 'creators',
    sections: [
      {
        heading: 'Zo werkt het',
        list: [
          'Maak gratis een account aan en vul je profiel in: niches, social media en een portfolio.',
          'Bekijk de open opdrachten en stuur een voorstel met je motivatie, prijs en levertijd.',
          'Word je gekozen, dan werk je in de werkruimte van de opdracht samen met het bedrijf.',
          'Na goedkeuring en betaling wordt jouw deel uitbetaald op je gekoppelde bankrekening.',
        ],
      },
      {
        heading: 'Wat je nodig hebt',
        list: [
          'Je bent 18 jaar of ouder.',
          'Een smartphone met een goede camera.',
          'Een bankrekening om je uitbetalingen op te ontvangen.',
        ],
      },
    ],
  },
  {
    path: '/resources',
    title: 'Kennisbank',
    lead: 'Alles om goed te beginnen met UGC op één plek: de gidsen van onze kennisbank en een checklist voor je eerste briefing.',
    audience: 'iedereen',
    sections: [
      {
        heading: 'Voor bedrijven',
        links: [
          { to: '/wat-is-ugc', label: 'Wat is UGC? De basis in vijf minuten' },
          { to: '/ugc-campagne-opzetten', label: 'UGC-campagne opzetten: van briefing tot goedgekeurde video' },
          { to: '/ugc-voorbeelden', label: 'UGC-voorbeelden: vijf vormen die werken' },
          { to: '/ugc-prijzen', label: 'UGC-prijzen: zo werkt betalen op Clipwerk' },
        ],
      },
      {
        heading: 'Voor creators',
        links: [
          { to: '/ugc-tips-creators', label: 'UGC-tips voor creators: voorstellen, opnemen en opleveren' },
          { to: '/ugc-content-creators', label: 'Word creator: zo begin je op Clipwerk' },
        ],
      },
      {
        heading: 'Checklist voor je eerste briefing',
        list: [
          'Wat is het product, en wat maakt het bijzonder?',
          'Voor wie is de video, en waar komt hij te staan?',
          'Welk gevoel moet de kijker overhouden?',
          'Welk formaat en welke lengte heb je nodig?',
          'Wat moet er zeker in, en wat mag er niet in?',
          'Wanneer heb je de video nodig?',
        ],
      },
    ],
  },
  {
    path: '/community',
    title: 'Voor creators en merken',
    lead: 'Clipwerk is er voor creators en merken die eerlijke content belangrijk vinden.',
    audience: 'iedereen',
    sections: [
      {
        heading: 'Samen beter',
        paragraphs: [
          'Na elke voltooide opdracht beoordelen bedrijf en creator elkaar. Beoordelingen zijn pas zichtbaar als beiden er een gaven, of na veertien dagen: zo blijft elke beoordeling eerlijk.',
        ],
      },
      {
        heading: 'Onze afspraken',
        list: [
          'We zijn eerlijk over producten, ook als iets tegenvalt.',
          'We respecteren deadlines, of laten op tijd weten dat het niet lukt.',
          'We geven feedback die concreet en vriendelijk is.',
        ],
      },
    ],
  },
  {
    path: '/help',
    title: 'Help',
    lead: 'Antwoorden op de vragen die we het vaakst krijgen.',
    audience: 'iedereen',
    sections: [],
    questions: [
      {
        question: 'Waarom moet ik een aanbetaling doen?',
        answer:
          'De aanbetaling laat creators zien dat de opdracht serieus is. Na de betaling wordt je opdracht gepubliceerd. Wordt de opdracht geannuleerd voordat je een creator kiest, dan krijg je de aanbetaling terug.',
      },
      {
        question: 'Hoeveel revisies krijg ik?',
        answer: 'Er zijn {revisionRounds} revisierondes inbegrepen. Daarna kun je de content goedkeuren of een geschil openen.',
      },
      {
        question: 'Wanneer kan ik de video’s downloaden?',
        answer: 'Bekijken kan altijd in de werkruimte. Downloaden kan zodra de eindbetaling is gedaan.',
      },
      {
        question: 'Wanneer krijg ik als creator mijn geld?',
        answer:
          'Na de eindbetaling wordt jouw deel {holdPeriod} vastgehouden voor eventuele geschillen (de geschilperiode) en daarna automatisch overgemaakt naar je gekoppelde bankrekening. In het tabblad ‘Betaling’ van de werkruimte zie je de datum.',
      },
      {
        question: 'Kan ik het bedrag van een opdracht nog aanpassen?',
        answer:
          'Ja. Zolang de eindbetaling niet is gedaan, kan een van beiden een ander bedrag voorstellen en de ander het bevestigen.',
      },
      {
        question: 'Ik ben mijn wachtwoord vergeten.',
        answer: 'Kies op de inlogpagina voor "Wachtwoord vergeten". Je ontvangt een link om een nieuw wachtwoord in te stellen.',
      },
    ],
  },
  {
    path: '/contact',
    title: 'Contact',
    lead: 'Vraag, idee of probleem? We helpen je graag. We reageren binnen 24 uur op werkdagen.',
    audience: 'iedereen',
    sections: [
      {
        heading: 'Over een opdracht?',
        paragraphs: [
          'Noem in je bericht de titel van de opdracht. Gaat het over de samenwerking zelf, gebruik dan eerst de chat in de werkruimte: daar ziet de andere partij je bericht direct.',
        ],
      },
      {
        heading: 'Over je gegevens',
        paragraphs: [
          'Wil je weten welke gegevens we van je bewaren, of wil je ze laten aanpassen of verwijderen? Stuur ons een e-mail. We beantwoorden privacyverzoeken binnen 30 dagen. Lees meer in ons privacybeleid.',
        ],
        links: [{ to: '/privacy-policy', label: 'Privacybeleid' }],
      },
    ],
  },
];

export const articleAt = (path: string): Article | undefined => ARTICLES.find((article) => article.path === path);
