import type { RegisterUserCommand } from '../../application/register-user/register-user.command';
import type { UpdateProfileCommand } from '../../application/update-profile/update-profile.command';
import type { PortfolioItemInput } from '../../application/manage-portfolio/manage-portfolio.service';

export const DEMO_PASSWORD = 'demo1234';

/** A portfolio item whose poster (`<media>.jpg`) and clip (`<media>.webm`) are uploaded from the demo media folder. */
export interface DemoPortfolioItem extends Omit<PortfolioItemInput, 'videoUrl' | 'thumbnailUrl'> {
  media: string;
}

export interface DemoAccountData {
  registration: RegisterUserCommand;
  profile?: UpdateProfileCommand;
  /** The profile photo or logo in the demo media folder. */
  picture: string;
  portfolio?: DemoPortfolioItem[];
}

/**
 * Where earlier demo seeds pointed a portfolio item's video (example.com, never real): an item still pointing
 * there was never edited by anyone, so it may get its generated poster and clip.
 */
export const formerDemoClipUrl = (media: string) => `https://videos.example.com/clipwerk-demo/${media}.mp4`;

export const DEMO_COMPANY: DemoAccountData = {
  registration: {
    role: 'bedrijf',
    email: 'demo@clipwerk.nl',
    password: DEMO_PASSWORD,
    companyName: 'Clipwerk Demo BV',
    contactPerson: 'Sanne de Vries',
    companySize: '11-50',
    industry: 'beauty-cosmetics',
    website: 'https://www.clipwerk.nl',
  },
  picture: 'demo.jpg',
  profile: {
    bio: 'Demo-account van Clipwerk. Wij zoeken creators voor eerlijke productvideo’s van onze verzorgingslijn.',
    location: { city: 'Amsterdam', country: 'Nederland' },
  },
};

/** Two more (invented) brands, so the demo assignments come from a few companies and not from one. */
export const DEMO_FOOD_COMPANY: DemoAccountData = {
  registration: {
    role: 'bedrijf',
    email: 'goedgemutst@clipwerk.nl',
    password: DEMO_PASSWORD,
    companyName: 'Goedgemutst Ontbijt BV',
    contactPerson: 'Joris Hoekstra',
    companySize: '11-50',
    industry: 'food-drinks',
  },
  picture: 'goedgemutst.jpg',
  profile: {
    bio: 'Biologisch ontbijt uit Zwolle: havermout, granola en koffie die we zelf branden. Wij zoeken creators die laten zien hoe je rustig en lekker aan de dag begint.',
    location: { city: 'Zwolle', country: 'Nederland' },
  },
};

export const DEMO_SPORTS_COMPANY: DemoAccountData = {
  registration: {
    role: 'bedrijf',
    email: 'veerkracht@clipwerk.nl',
    password: DEMO_PASSWORD,
    companyName: 'Veerkracht Sport BV',
    contactPerson: 'Ilse Verbeek',
    companySize: '1-10',
    industry: 'health-fitness',
  },
  picture: 'veerkracht.jpg',
  profile: {
    bio: 'Hardloopschoenen en trainingsmateriaal voor thuis en buiten, ontworpen in Eindhoven. Wij werken graag met creators die zelf sporten en eerlijk vertellen hoe iets bevalt.',
    location: { city: 'Eindhoven', country: 'Nederland' },
  },
};

/** The support desk's demo account: it decides disputes (an operator makes real ones with `npm run support:create`). */
export const DEMO_SUPPORT: RegisterUserCommand = {
  role: 'support',
  email: 'support@clipwerk.nl',
  password: DEMO_PASSWORD,
  firstName: 'Clipwerk',
  lastName: 'Support',
};

/** Every demo company, the one the README and the journeys log in with first. */
export const DEMO_COMPANIES: DemoAccountData[] = [DEMO_COMPANY, DEMO_FOOD_COMPANY, DEMO_SPORTS_COMPANY];

interface CreatorSeed {
  firstName: string;
  lastName: string;
  city: string;
  dateOfBirth: string;
  bio: string;
  niches: string[];
  socialMedia: Record<string, { username: string; url: string; followers?: number; subscribers?: number }>;
  baseRate: number;
  availability: 'immediately' | 'within-week' | 'within-month' | 'unavailable';
  portfolio: { title: string; description: string; slug: string; category: string }[];
}

const CREATORS: CreatorSeed[] = [
  {
    firstName: 'Emma',
    lastName: 'Jansen',
    city: 'Amsterdam',
    dateOfBirth: '1996-04-12',
    bio: 'Beauty- en skincare-creator. Ik maak eerlijke reviews en rustige routines die je echt kunt nadoen.',
    niches: ['beauty', 'lifestyle'],
    socialMedia: {
      instagram: { username: 'emmajansen', url: 'https://instagram.com/emmajansen', followers: 48_200 },
      tiktok: { username: 'emma.skin', url: 'https://tiktok.com/@emma.skin', followers: 31_500 },
    },
    baseRate: 175,
    availability: 'immediately',
    portfolio: [
      {
        title: 'Ochtendroutine met serum',
        description: 'Stap-voor-stap skincare-routine in 45 seconden.',
        slug: 'emma-ochtendroutine',
        category: 'tutorial',
      },
      {
        title: 'Unboxing zomerbox',
        description: 'Eerste indruk van een beauty-abonnement.',
        slug: 'emma-unboxing',
        category: 'unboxing',
      },
      {
        title: 'Eerlijke review: zonnebrand',
        description: 'Drie weken getest, dit is mijn oordeel.',
        slug: 'emma-review-spf',
        category: 'review',
      },
    ],
  },
  {
    firstName: 'Daan',
    lastName: 'de Boer',
    city: 'Utrecht',
    dateOfBirth: '1993-09-03',
    bio: 'Tech en gadgets zonder jargon. Ik laat zien wat een product in het dagelijks leven doet.',
    niches: ['tech', 'gaming'],
    socialMedia: {
      youtube: { username: 'DaanTest', url: 'https://youtube.com/@daantest', subscribers: 86_000 },
      tiktok: { username: 'daantech', url: 'https://tiktok.com/@daantech', followers: 22_400 },
    },
    baseRate: 250,
    availability: 'within-week',
    portfolio: [
      {
        title: 'Draadloze oordopjes getest',
        description: 'Geluid, pasvorm en batterij in één video.',
        slug: 'daan-oordopjes',
        category: 'review',
      },
      {
        title: 'Slimme lamp installeren',
        description: 'Van doos tot app in twee minuten.',
        slug: 'daan-slimme-lamp',
        category: 'tutorial',
      },
    ],
  },
  {
    firstName: 'Sophie',
    lastName: 'Bakker',
    city: 'Rotterdam',
    dateOfBirth: '1998-01-27',
    bio: 'Foodie uit Rotterdam. Snelle recepten, restauranttips en producten die mijn keuken halen.',
    niches: ['food', 'lifestyle'],
    socialMedia: {
      instagram: { username: 'sophiekookt', url: 'https://instagram.com/sophiekookt', followers: 12_800 },
      tiktok: { username: 'sophiekookt', url: 'https://tiktok.com/@sophiekookt', followers: 9_300 },
    },
    baseRate: 120,
    availability: 'immediately',
    portfolio: [
      {
        title: 'Pasta in 10 minuten',
        description: 'Recept met een saus uit de winkel, opgepimpt.',
        slug: 'sophie-pasta',
        category: 'tutorial',
      },
      { title: 'Proeverij: havermelk', description: 'Vijf merken blind getest.', slug: 'sophie-havermelk', category: 'review' },
    ],
  },
  {
    firstName: 'Lucas',
    lastName: 'Visser',
    city: 'Eindhoven',
    dateOfBirth: '1995-06-18',
    bio: 'Personal trainer en creator. Korte workouts en eerlijke meningen over sportproducten.',
    niches: ['fitness', 'health', 'sports'],
    socialMedia: {
      instagram: { username: 'lucasvisserfit', url: 'https://instagram.com/lucasvisserfit', followers: 64_000 },
      youtube: { username: 'LucasVisser', url: 'https://youtube.com/@lucasvisser', subscribers: 41_000 },
    },
    baseRate: 300,
    availability: 'within-month',
    portfolio: [
      {
        title: 'Workout met weerstandsbanden',
        description: '15 minuten full body, thuis.',
        slug: 'lucas-banden',
        category: 'tutorial',
      },
      {
        title: 'Eiwitshake-test',
        description: 'Smaak en oplosbaarheid van drie shakes.',
        slug: 'lucas-shake',
        category: 'review',
      },
      { title: 'Een dag uit mijn leven', description: 'Training, werk en maaltijden.', slug: 'lucas-dag', category: 'lifestyle' },
    ],
  },
  {
    firstName: 'Julia',
    lastName: 'Smit',
    city: 'Den Haag',
    dateOfBirth: '1999-11-02',
    bio: 'Mode en tweedehands vondsten. Ik combineer betaalbare items tot looks voor elke dag.',
    niches: ['fashion', 'sustainability'],
    socialMedia: {
      instagram: { username: 'juliasmitstyle', url: 'https://instagram.com/juliasmitstyle', followers: 27_300 },
      tiktok: { username: 'juliathrift', url: 'https://tiktok.com/@juliathrift', followers: 52_100 },
    },
    baseRate: 150,
    availability: 'immediately',
    portfolio: [
      {
        title: 'Drie looks, één jeans',
        description: 'Een basisitem op drie manieren gestyled.',
        slug: 'julia-jeans',
        category: 'lifestyle',
      },
      {
        title: 'Try-on haul najaar',
        description: 'Pasvorm en kwaliteit van een nieuwe collectie.',
        slug: 'julia-haul',
        category: 'review',
      },
    ],
  },
  {
    firstName: 'Sem',
    lastName: 'Mulder',
    city: 'Groningen',
    dateOfBirth: '1997-02-14',
    bio: 'Reizen met de trein door Europa. Praktische tips, budgettrips en spullen die ik altijd meeneem.',
    niches: ['travel', 'lifestyle'],
    socialMedia: {
      youtube: { username: 'SemReist', url: 'https://youtube.com/@semreist', subscribers: 18_900 },
      instagram: { username: 'semreist', url: 'https://instagram.com/semreist', followers: 7_400 },
    },
    baseRate: 200,
    availability: 'within-week',
    portfolio: [
      { title: 'Inpakken voor 10 dagen', description: 'Alles in één rugzak.', slug: 'sem-inpakken', category: 'tutorial' },
      {
        title: 'Nachttrein naar Wenen',
        description: 'Ervaring en tips voor de slaapcoupé.',
        slug: 'sem-nachttrein',
        category: 'lifestyle',
      },
    ],
  },
  {
    firstName: 'Noor',
    lastName: 'El Amrani',
    city: 'Amsterdam',
    dateOfBirth: '1994-07-22',
    bio: 'Moeder van twee en creator. Ik test producten voor het gezin op wat echt werkt in een druk huishouden.',
    niches: ['parenting', 'home', 'food'],
    socialMedia: {
      instagram: { username: 'noorthuis', url: 'https://instagram.com/noorthuis', followers: 112_000 },
      tiktok: { username: 'noorthuis', url: 'https://tiktok.com/@noorthuis', followers: 38_000 },
    },
    baseRate: 400,
    availability: 'within-month',
    portfolio: [
      {
        title: 'Lunchbox-ideeën voor school',
        description: 'Vijf dagen, vijf lunches.',
        slug: 'noor-lunchbox',
        category: 'tutorial',
      },
      {
        title: 'Testimonial: maaltijdbox',
        description: 'Onze ervaring na een maand.',
        slug: 'noor-maaltijdbox',
        category: 'testimonial',
      },
      { title: 'Unboxing speelgoed', description: 'Wat vinden de kinderen ervan?', slug: 'noor-speelgoed', category: 'unboxing' },
    ],
  },
  {
    firstName: 'Thijs',
    lastName: 'van Dijk',
    city: 'Nijmegen',
    dateOfBirth: '1992-12-09',
    bio: 'Klussen en DIY. Ik laat zien hoe je met gewoon gereedschap mooie dingen maakt in huis.',
    niches: ['diy', 'home'],
    socialMedia: {
      youtube: { username: 'ThijsKlust', url: 'https://youtube.com/@thijsklust', subscribers: 54_000 },
      instagram: { username: 'thijsklust', url: 'https://instagram.com/thijsklust', followers: 15_600 },
    },
    baseRate: 225,
    availability: 'immediately',
    portfolio: [
      {
        title: 'Wandplank zonder boren',
        description: 'Stevig ophangen in een huurhuis.',
        slug: 'thijs-wandplank',
        category: 'tutorial',
      },
      {
        title: 'Accuboormachine vergeleken',
        description: 'Twee budgetmodellen naast elkaar.',
        slug: 'thijs-boormachine',
        category: 'review',
      },
    ],
  },
  {
    firstName: 'Lotte',
    lastName: 'Hendriks',
    city: 'Haarlem',
    dateOfBirth: '2000-03-30',
    bio: 'Duurzaam leven zonder preken. Kleine stappen, eerlijke producten en veel hergebruik.',
    niches: ['sustainability', 'home', 'lifestyle'],
    socialMedia: {
      tiktok: { username: 'lottegroen', url: 'https://tiktok.com/@lottegroen', followers: 6_200 },
      instagram: { username: 'lottegroen', url: 'https://instagram.com/lottegroen', followers: 3_100 },
    },
    baseRate: 95,
    availability: 'immediately',
    portfolio: [
      {
        title: 'Zero-waste badkamer',
        description: 'Wat ik verving en wat bleef.',
        slug: 'lotte-badkamer',
        category: 'lifestyle',
      },
      { title: 'Review: navulbare zeep', description: 'Een maand getest.', slug: 'lotte-zeep', category: 'review' },
    ],
  },
  {
    firstName: 'Milan',
    lastName: 'Kok',
    city: 'Tilburg',
    dateOfBirth: '1996-08-08',
    bio: 'Muzikant en creator. Audio-gear, thuisstudio’s en muziek maken met wat je hebt.',
    niches: ['music', 'tech'],
    socialMedia: {
      youtube: { username: 'MilanMaakt', url: 'https://youtube.com/@milanmaakt', subscribers: 9_800 },
      tiktok: { username: 'milanmaakt', url: 'https://tiktok.com/@milanmaakt', followers: 14_100 },
    },
    baseRate: 140,
    availability: 'within-week',
    portfolio: [
      {
        title: 'Thuisstudio voor €300',
        description: 'Microfoon, interface en koptelefoon.',
        slug: 'milan-studio',
        category: 'tutorial',
      },
      { title: 'Unboxing: MIDI-keyboard', description: 'Eerste jamsessie erbij.', slug: 'milan-midi', category: 'unboxing' },
    ],
  },
  {
    firstName: 'Fleur',
    lastName: 'de Wit',
    city: 'Leiden',
    dateOfBirth: '1995-05-05',
    bio: 'Huisdieren en hun baasjes. Ik maak vrolijke video’s met mijn hond Bram over voeding, speelgoed en training.',
    niches: ['pets', 'lifestyle'],
    socialMedia: {
      instagram: { username: 'fleurenbram', url: 'https://instagram.com/fleurenbram', followers: 73_500 },
      tiktok: { username: 'fleurenbram', url: 'https://tiktok.com/@fleurenbram', followers: 95_000 },
    },
    baseRate: 275,
    availability: 'immediately',
    portfolio: [
      {
        title: 'Bram test kauwspeelgoed',
        description: 'Hoe lang houdt het het vol?',
        slug: 'fleur-kauwspeelgoed',
        category: 'review',
      },
      {
        title: 'Trainingstip: zit en blijf',
        description: 'In drie korte stappen.',
        slug: 'fleur-training',
        category: 'tutorial',
      },
    ],
  },
  {
    firstName: 'Bram',
    lastName: 'Peters',
    city: 'Zwolle',
    dateOfBirth: '1991-10-19',
    bio: 'Ondernemer en creator over geldzaken. Heldere uitleg over sparen, budgetteren en zakelijke tools.',
    niches: ['finance', 'business', 'education'],
    socialMedia: {
      youtube: { username: 'BramOverGeld', url: 'https://youtube.com/@bramovergeld', subscribers: 132_000 },
      twitter: { username: 'bramovergeld', url: 'https://x.com/bramovergeld', followers: 8_700 },
    },
    baseRate: 450,
    availability: 'unavailable',
    portfolio: [
      {
        title: 'Budgetteren met een app',
        description: 'Mijn systeem in vijf minuten.',
        slug: 'bram-budget',
        category: 'tutorial',
      },
      {
        title: 'Testimonial: boekhoudsoftware',
        description: 'Een jaar gebruikt als zzp’er.',
        slug: 'bram-boekhouding',
        category: 'testimonial',
      },
    ],
  },
];

export const DEMO_CREATORS: DemoAccountData[] = CREATORS.map((creator, index) => ({
  registration: {
    role: 'creator',
    email: `creator${index + 1}@clipwerk.nl`,
    password: DEMO_PASSWORD,
    firstName: creator.firstName,
    lastName: creator.lastName,
    dateOfBirth: creator.dateOfBirth,
    phoneNumber: `+31 6 1000 ${String(index + 1).padStart(4, '0')}`,
    bio: creator.bio,
  },
  picture: `creator${index + 1}.jpg`,
  profile: {
    location: { city: creator.city, country: 'Nederland' },
    niches: creator.niches,
    socialMedia: creator.socialMedia,
    pricing: { baseRate: creator.baseRate, negotiable: true },
    availability: creator.availability,
  },
  portfolio: creator.portfolio.map(({ slug, ...item }) => ({ ...item, media: slug })),
}));
