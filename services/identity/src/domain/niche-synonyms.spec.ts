import { NICHES } from './catalog';
import { creatorSearchWords, NICHE_SYNONYMS, nicheSynonyms } from './niche-synonyms';

describe('niche synonyms', () => {
  it('finds the niche key and its other Dutch words from one of them, and back', () => {
    expect(nicheSynonyms('eten')).toEqual(expect.arrayContaining(['food', 'voeding', 'koken', 'recepten']));
    expect(nicheSynonyms('food')).toEqual(expect.arrayContaining(['eten', 'voeding']));
    expect(nicheSynonyms('Make-up')).toEqual(expect.arrayContaining(['beauty', 'schoonheid', 'verzorging']));
    expect(nicheSynonyms('Financiën')).toContain('finance');
  });

  it('joins every group a word is in: sport is fitness and sports', () => {
    expect(nicheSynonyms('sport')).toEqual(expect.arrayContaining(['fitness', 'sports', 'gym', 'voetbal']));
    expect(nicheSynonyms('fitness')).toContain('sport');
  });

  it('leaves other words alone', () => {
    expect(nicheSynonyms('zonnebloem')).toEqual([]);
    expect(creatorSearchWords(['eten', 'amsterdam'])[1]).toEqual({ word: 'amsterdam', synonyms: [] });
  });

  it('only names niches that profiles can have', () => {
    for (const niche of Object.keys(NICHE_SYNONYMS)) expect(NICHES).toContain(niche);
  });
});
