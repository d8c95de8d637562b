// Demo content of the landing page: invented brands, creators and figures, drawn with CSS only.

export interface Tile {
  title: string;
  creator: string;
  kind: string;
  /** Two colours of the tile's gradient "photo". */
  from: string;
  to: string;
  shape: 'circle' | 'bottle' | 'cup' | 'box' | 'phone' | 'leaf';
}

export const TILES: readonly Tile[] = [
  { title: 'Skincare-routine', creator: '@lotte.maakt', kind: 'Tutorial', from: '#ffb199', to: '#ff6a3d', shape: 'bottle' },
  { title: 'Koffie thuis', creator: '@daan.brouwt', kind: 'Sfeervideo', from: '#d8b38a', to: '#7b4a2a', shape: 'cup' },
  { title: 'Unboxing sneakers', creator: '@fitmetfem', kind: 'Unboxing', from: '#a996ff', to: '#5b3df5', shape: 'box' },
  { title: 'Ontbijtbowl', creator: '@mila.kookt', kind: 'Recept', from: '#ffe29a', to: '#f0a500', shape: 'circle' },
  { title: 'Plantenverzorging', creator: '@groenmetnoor', kind: 'Tips', from: '#8ee3c8', to: '#0f9f6e', shape: 'leaf' },
  { title: 'Nieuwe smartphone', creator: '@techtijn', kind: 'Recensie', from: '#9ad0ff', to: '#1d5bbf', shape: 'phone' },
  { title: 'Haarmasker', creator: '@sophiestyle', kind: 'Recensie', from: '#ffc2e0', to: '#d6457f', shape: 'bottle' },
  { title: 'Hardloopgear', creator: '@runwithruben', kind: 'Testimonial', from: '#b8f0a0', to: '#3f9a2b', shape: 'circle' },
  { title: 'Thee-moment', creator: '@yara.slow', kind: 'Lifestyle', from: '#f6d6b8', to: '#b5651d', shape: 'cup' },
  { title: 'Speelgoedtest', creator: '@papa.pieter', kind: 'Unboxing', from: '#ffd1a1', to: '#ff8c1a', shape: 'box' },
  { title: 'Vegan snacks', creator: '@eetmetemma', kind: 'Recensie', from: '#d4f5b0', to: '#6aa83a', shape: 'leaf' },
  { title: 'Draadloze oordopjes', creator: '@gadgetguus', kind: 'Unboxing', from: '#c9c4ff', to: '#4526d9', shape: 'phone' },
];

export const BAND_WORDS = [
  'Unboxings',
  'Recensies',
  'Tutorials',
  'Testimonials',
  'Recepten',
  'Sfeervideo’s',
  'Productdemo’s',
  'TikTok',
  'Instagram Reels',
  'YouTube Shorts',
];

export const STEPS = [
  {
    company: { title: 'Plaats een opdracht', text: 'Beschrijf je product, je doelgroep en je budget. Plaatsen is gratis.' },
    creator: { title: 'Maak je profiel', text: 'Laat zien wie je bent: je niches, je bereik en je beste video’s.' },
  },
  {
    company: { title: 'Ontvang voorstellen', text: 'Creators die bij je merk passen sturen hun aanpak en prijs.' },
    creator: { title: 'Vind opdrachten die passen', text: 'Zoek op onderwerp, budget en deadline en reageer met een voorstel.' },
  },
  {
    company: { title: 'Kies je creator', text: 'Vergelijk profielen en portfolio’s en werk samen in één werkruimte.' },
    creator: { title: 'Werk samen', text: 'Afspraken, bestanden en feedback op één plek, zonder gedoe.' },
  },
  {
    company: { title: 'Ontvang authentieke content', text: 'Video’s die je direct inzet in ads en op social media.' },
    creator: { title: 'Bouw je portfolio en verdien', text: 'Elke opdracht maakt je portfolio sterker en levert geld op.' },
  },
] as const;

/** Real project states, so the mock dashboard reads like the product's own screens. */
export type DemoStatus = 'open' | 'in_progress' | 'completed';

export const DEMO_ASSIGNMENTS: ReadonlyArray<{
  title: string;
  responses: number;
  deadlineDays: number;
  status: DemoStatus;
  creator: string;
}> = [
  { title: 'Unboxing vitamine C-serum', responses: 14, deadlineDays: 12, status: 'open', creator: '@lotte.maakt' },
  { title: 'Receptvideo havermout', responses: 9, deadlineDays: 5, status: 'in_progress', creator: '@mila.kookt' },
  { title: 'Recensie draadloze oordopjes', responses: 21, deadlineDays: 0, status: 'completed', creator: '@gadgetguus' },
];

export interface Post {
  handle: string;
  description: string;
  hashtags: string[];
  likes: number;
  comments: number;
  bookmarks: number;
  shares: number;
  from: string;
  to: string;
  shape: Tile['shape'];
}

export const POSTS: readonly Post[] = [
  {
    handle: '@lotte.maakt',
    description: 'Eerste indruk van dit serum: licht, trekt snel in en ruikt naar niks. Precies wat ik zoek!',
    hashtags: ['skincare', 'eerlijkereview'],
    likes: 12_400,
    comments: 342,
    bookmarks: 1_100,
    shares: 856,
    from: '#ffb199',
    to: '#ff6a3d',
    shape: 'bottle',
  },
  {
    handle: '@daan.brouwt',
    description: 'Zondagochtend, verse bonen en een filter. Dit is mijn vaste ritueel geworden.',
    hashtags: ['koffie', 'slowliving'],
    likes: 8_900,
    comments: 127,
    bookmarks: 640,
    shares: 301,
    from: '#d8b38a',
    to: '#7b4a2a',
    shape: 'cup',
  },
  {
    handle: '@fitmetfem',
    description: 'Unboxing van mijn nieuwe hardloopschoenen en meteen een rondje van 5 km.',
    hashtags: ['hardlopen', 'unboxing'],
    likes: 23_700,
    comments: 588,
    bookmarks: 2_300,
    shares: 1_450,
    from: '#a996ff',
    to: '#5b3df5',
    shape: 'box',
  },
  {
    handle: '@mila.kookt',
    description: 'Ontbijt in vijf minuten: overnight oats met seizoensfruit. Recept in de caption!',
    hashtags: ['ontbijt', 'recept'],
    likes: 15_200,
    comments: 410,
    bookmarks: 3_900,
    shares: 980,
    from: '#ffe29a',
    to: '#f0a500',
    shape: 'circle',
  },
  {
    handle: '@techtijn',
    description: 'Twee weken getest: batterij, camera en hoe hij voelt in je hand. Mijn eerlijke mening.',
    hashtags: ['tech', 'review'],
    likes: 31_000,
    comments: 1_204,
    bookmarks: 2_700,
    shares: 2_100,
    from: '#9ad0ff',
    to: '#1d5bbf',
    shape: 'phone',
  },
];

/** The pricing section's example card: a typical project budget. */
export const AVERAGE_BUDGET_EUROS = 125;
