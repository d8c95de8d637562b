import type { Niche } from './catalog';

/**
 * What Dutch users type for a niche. Profiles keep the niche keys (food, beauty …), so a search for 'eten' must
 * also look for 'food', and the other way round; a word in a group finds the niche and every other word of it.
 * Written as typed (without accents); a word may belong to several niches (sport: fitness and sports). No word
 * that is also a common surname ('kok'): it would find that family too.
 */
export const NICHE_SYNONYMS: Readonly<Partial<Record<Niche, readonly string[]>>> = {
  food: ['eten', 'voeding', 'koken', 'recepten', 'culinair', 'foodie', 'bakken', 'drinken'],
  beauty: ['schoonheid', 'makeup', 'verzorging', 'huidverzorging', 'skincare', 'cosmetica'],
  fitness: ['sport', 'sporten', 'workout', 'gym', 'krachttraining', 'training', 'trainen', 'personaltrainer'],
  sports: ['sport', 'sporten', 'voetbal', 'hardlopen', 'wielrennen'],
  health: ['gezondheid', 'gezond', 'welzijn'],
  fashion: ['mode', 'kleding', 'kleren', 'outfits'],
  travel: ['reizen', 'reis', 'vakantie'],
  tech: ['technologie', 'techniek', 'gadgets'],
  gaming: ['games', 'gamen', 'gamer'],
  parenting: ['ouderschap', 'ouders', 'moeder', 'vader', 'baby', 'kinderen'],
  pets: ['huisdieren', 'huisdier', 'honden', 'hond', 'katten', 'kat'],
  home: ['wonen', 'interieur', 'huis'],
  diy: ['klussen', 'knutselen', 'zelfmaken'],
  automotive: ['auto', 'autos', 'autoos'],
  music: ['muziek'],
  art: ['kunst'],
  education: ['onderwijs', 'leren', 'educatie'],
  business: ['zakelijk', 'ondernemen', 'ondernemer'],
  finance: ['financien', 'geld', 'beleggen', 'sparen'],
  sustainability: ['duurzaamheid', 'duurzaam', 'milieu'],
};

/** Lower case, accents dropped ('financiën' → financien), hyphens too ('make-up' → makeup). */
function asTyped(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

const GROUPS: readonly (readonly string[])[] = Object.entries(NICHE_SYNONYMS).map(([niche, words]) => [
  niche,
  ...(words ?? []).map(asTyped),
]);

/** The other words of every niche group the typed word belongs to (none for a word outside them). */
export function nicheSynonyms(word: string): string[] {
  const typed = asTyped(word);
  const synonyms = new Set<string>();
  for (const group of GROUPS) if (group.includes(typed)) for (const other of group) if (other !== typed) synonyms.add(other);
  return [...synonyms];
}

/** The typed words of a creator search, each with its niche synonyms. */
export function creatorSearchWords(words: readonly string[]): { word: string; synonyms: string[] }[] {
  return words.map((word) => ({ word, synonyms: nicheSynonyms(word) }));
}
