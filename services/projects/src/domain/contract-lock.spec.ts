import { CONTRACT_FIELDS, type ContractTerms, changedFixedFields, fixedFields, isEditable } from './contract-lock';
import { PROJECT_STATUSES } from './project-status';

const terms: ContractTerms = {
  budgetCents: 30_000,
  deadline: new Date('2030-05-01T00:00:00.000Z'),
  category: 'food-drinks',
  contentType: 'video',
  contentFormat: ['9:16 verticaal'],
  contentRequirements: ['30 seconden'],
  deliverables: [{ title: '1 video', description: 'Verticaal' }],
  location: 'Amsterdam',
  preferredCreatorType: 'micro',
};

describe('the contract lock', () => {
  it('fixes nothing before hiring, the budget once the deposit is in, the contract once a creator is selected', () => {
    expect(fixedFields('open', false)).toEqual([]);
    expect(fixedFields('open', true)).toEqual(['budget']);
    for (const status of ['creator_selected', 'in_progress', 'approved'] as const) {
      expect(fixedFields(status, true)).toEqual(CONTRACT_FIELDS);
    }
    expect(PROJECT_STATUSES.filter((status) => !isEditable(status))).toEqual(['completed', 'cancelled']);
  });

  it('sees the same values, sent the way the edit form sends them, as no change', () => {
    const sameForm = {
      budget: 300,
      deadline: '2030-05-01',
      category: 'food-drinks',
      contentFormat: ['9:16 verticaal'],
      contentRequirements: [' 30 seconden ', ''],
      deliverables: [{ title: '1 video', description: 'Verticaal' }, { title: ' ' }],
      location: ' Amsterdam ',
      preferredCreatorType: 'micro',
    };
    expect(changedFixedFields(CONTRACT_FIELDS, sameForm, terms)).toEqual([]);
    expect(changedFixedFields(CONTRACT_FIELDS, {}, terms)).toEqual([]);
  });

  it('names each fixed field the edit would change, an invalid value included', () => {
    const changed = changedFixedFields(
      CONTRACT_FIELDS,
      { budget: 300.01, deadline: 'morgen', contentType: 'foto', deliverables: [], location: 'Utrecht' },
      terms,
    );
    expect(changed).toEqual(['budget', 'deadline', 'contentType', 'deliverables', 'location']);
    // Only what is fixed counts: before hiring the deliverables may change.
    expect(changedFixedFields(['budget'], { deliverables: [] }, terms)).toEqual([]);
  });
});
