import { baseRateText } from './creatorView';
import { aCreatorCard } from '../test/renderScreen';

describe('a creator’s rate', () => {
  const rate = (baseRate: number | null) =>
    baseRateText(aCreatorCard({ pricing: { baseRate, negotiable: true } })).replace(/\s/g, ' ');

  it('shows whole euros without cents and a rate with cents to the cent', () => {
    expect(rate(150)).toBe('Vanaf € 150');
    expect(rate(150.75)).toBe('Vanaf € 150,75');
    expect(rate(null)).toBe('Prijs op aanvraag');
  });
});
