import { isProjectPair, mayStart, projectCounterpart } from './conversation-rules';

const company = { id: 'company', role: 'bedrijf' as const };
const otherCompany = { id: 'other-company', role: 'bedrijf' as const };
const creator = { id: 'creator', role: 'creator' as const };
const otherCreator = { id: 'other-creator', role: 'creator' as const };

describe('who may start a conversation', () => {
  it.each([
    ['a company with any creator', company, creator, false, 'allowed'],
    ['a company with a creator it hired', company, creator, true, 'allowed'],
    ['a creator with a company she worked for', creator, company, true, 'allowed'],
    ['a creator with a company she never worked for', creator, company, false, 'creator_needs_history'],
    ['two companies', company, otherCompany, true, 'no_such_pair'],
    ['two creators', creator, otherCreator, true, 'no_such_pair'],
    ['oneself', company, company, true, 'no_such_pair'],
  ] as const)('%s → %s', (_case, starter, other, worked, expected) => {
    expect(mayStart(starter, other, worked)).toBe(expected);
  });
});

describe("a project's conversation", () => {
  const hired = { ownerId: 'company', creatorId: 'creator' };
  const open = { ownerId: 'company', creatorId: null };

  it.each([
    ['owner and selected creator', hired, 'company', 'creator', true],
    ['selected creator and owner', hired, 'creator', 'company', true],
    ['owner and another creator', hired, 'company', 'other-creator', false],
    ['another company and the creator', hired, 'other-company', 'creator', false],
    ['no creator selected yet', open, 'company', 'creator', false],
    ['the owner with herself', hired, 'company', 'company', false],
  ] as const)('%s → %s', (_case, project, a, b, expected) => {
    expect(isProjectPair(project, a, b)).toBe(expected);
  });

  it.each([
    [hired, 'company', 'creator'],
    [hired, 'creator', 'company'],
    [hired, 'stranger', null],
    [open, 'company', null],
  ] as const)('the counterpart of %j for %s is %s', (project, caller, expected) => {
    expect(projectCounterpart(project, caller)).toBe(expected);
  });
});
