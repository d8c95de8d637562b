import { Messages } from './messages';
import {
  deliveryDate,
  deliveryTimeProblem,
  motivationProblem,
  prepareProposal,
  priceProblem,
  rejectReasonProblem,
} from './proposal-rules';

const motivation = 'Ik maak al drie jaar productvideo’s en weet hoe je koffie laat glanzen.';

describe('proposal rules', () => {
  it.each([
    [undefined, Messages.motivationRequired],
    ['   ', Messages.motivationRequired],
    [42, Messages.motivationRequired],
    ['x'.repeat(49), Messages.motivationTooShort],
    [`  ${'x'.repeat(49)}  `, Messages.motivationTooShort],
    ['x'.repeat(50), null],
    ['x'.repeat(1000), null],
    ['x'.repeat(1001), Messages.motivationTooLong],
  ])('motivation %j → %s', (value, expected) => expect(motivationProblem(value)).toBe(expected));

  it.each([
    [undefined, Messages.priceRequired],
    ['', Messages.priceRequired],
    [0, Messages.priceInvalid],
    [-5, Messages.priceInvalid],
    [0.99, Messages.priceInvalid],
    [2.555, Messages.priceInvalid],
    ['12.345', Messages.priceInvalid],
    ['275,50', Messages.priceInvalid],
    ['abc', Messages.priceInvalid],
    [Number.NaN, Messages.priceInvalid],
    [1, null],
    [2.5, null],
    [275.1, null],
    [275.5, null],
    ['275.50', null],
    ['250', null],
    [1_000_000, null],
    [1_000_000.01, Messages.priceTooHigh],
    [1_000_001, Messages.priceTooHigh],
  ])('price %j → %s', (value, expected) => expect(priceProblem(value)).toBe(expected));

  it.each([
    [undefined, Messages.deliveryTimeRequired],
    [0, Messages.deliveryTimeInvalid],
    [1.5, Messages.deliveryTimeInvalid],
    [1, null],
    ['14', null],
    [365, null],
    [366, Messages.deliveryTimeTooLong],
  ])('delivery time %j → %s', (value, expected) => expect(deliveryTimeProblem(value)).toBe(expected));

  it('the texts are Dutch and stable', () => {
    expect(Messages.onlyCreators).toBe('Alleen creators kunnen voorstellen versturen');
    expect(Messages.alreadyProposed).toBe('Je hebt al een voorstel verstuurd voor deze opdracht');
    expect(Messages.motivationTooShort).toBe('Je motivatie moet minimaal 50 tekens bevatten');
    expect(Messages.priceInvalid).toBe(
      'De prijs moet een bedrag van minimaal €1 zijn, met hoogstens twee cijfers achter de komma',
    );
    expect(Messages.deliveryTimeInvalid).toBe('De levertijd moet een heel aantal van minimaal 1 dag zijn');
  });

  it('cleans a good proposal: trimmed texts, price in cents, approach optional', () => {
    expect(prepareProposal({ motivation: `  ${motivation}  `, price: '250', deliveryTimeInDays: 7 })).toEqual({
      problems: [],
      proposal: { motivation, approach: '', priceCents: 25_000, deliveryTimeInDays: 7 },
    });
    expect(
      prepareProposal({ motivation, price: 1, deliveryTimeInDays: 1, approach: ' Eerst een script ' }).proposal?.approach,
    ).toBe('Eerst een script');
    expect(prepareProposal({ motivation, price: 275.5, deliveryTimeInDays: 7 }).proposal?.priceCents).toBe(27_550);
    expect(prepareProposal({ motivation, price: 0.29 * 100 + 0.01, deliveryTimeInDays: 7 }).proposal?.priceCents).toBe(2_901);
  });

  it('reports every problem at once', () => {
    expect(
      prepareProposal({ motivation: 'kort', price: 0.5, deliveryTimeInDays: 0, approach: 'x'.repeat(2001) }).problems,
    ).toEqual([
      { field: 'motivation', message: Messages.motivationTooShort },
      { field: 'price', message: Messages.priceInvalid },
      { field: 'deliveryTimeInDays', message: Messages.deliveryTimeInvalid },
      { field: 'approach', message: Messages.approachTooLong },
    ]);
  });

  it('a reject reason is optional but bounded', () => {
    expect(rejectReasonProblem(undefined)).toBeNull();
    expect(rejectReasonProblem('')).toBeNull();
    expect(rejectReasonProblem('Past niet bij ons merk')).toBeNull();
    expect(rejectReasonProblem('x'.repeat(1001))).toBe(Messages.reasonTooLong);
  });

  it('the delivery date is the submission plus the days', () => {
    expect(deliveryDate(new Date('2025-06-01T12:00:00Z'), 10)).toEqual(new Date('2025-06-11T12:00:00Z'));
  });
});
