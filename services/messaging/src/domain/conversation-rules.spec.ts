import {
  conversationKey,
  mayStartAboutProject,
  mayStart,
  projectConversationKey,
  projectCounterpart,
} from './conversation-rules';

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
    ['the owner with the selected creator', hired, company, creator, 'allowed'],
    ['the owner with a creator who only sent a proposal', hired, company, otherCreator, 'allowed'],
    ['the owner before anyone is selected', open, company, creator, 'allowed'],
    ['the selected creator with the owner', hired, creator, company, 'allowed'],
    ['another creator with the owner', hired, otherCreator, company, 'answer_only'],
    ['a creator before anyone is selected', open, creator, company, 'answer_only'],
    ['another company with the creator', hired, otherCompany, creator, 'no_such_conversation'],
    ['the creator with another company', hired, creator, otherCompany, 'no_such_conversation'],
    ['the owner with herself', hired, company, company, 'no_such_conversation'],
  ] as const)('%s → %s', (_case, project, starter, other, expected) => {
    expect(mayStartAboutProject(project, starter, other)).toBe(expected);
  });

  it('is one key whichever party opens it, and the project conversation is the key of owner and selected creator', () => {
    const fromProposal = conversationKey(company, creator, 'p1');
    expect(conversationKey(creator, company, 'p1')).toEqual(fromProposal);
    expect(projectConversationKey({ id: 'p1', ...hired })).toEqual(fromProposal);
    expect(projectConversationKey({ id: 'p1', ...open })).toBeNull();
    expect(conversationKey(creator, company, null)).toEqual({ companyId: 'company', creatorId: 'creator', projectId: null });
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
