import { budgetBoundsCents, containsPattern, deadlineBounds, pageRequest, searchText } from './project-search';
import { canApply, canSee, countsAsView, isOwner } from './visibility';

describe('project list filters', () => {
  it('budget buckets are half-open euro ranges in cents', () => {
    expect(budgetBoundsCents('0-250')).toEqual({ min: 0, max: 25_000 });
    expect(budgetBoundsCents('250-500')).toEqual({ min: 25_000, max: 50_000 });
    expect(budgetBoundsCents('500-1000')).toEqual({ min: 50_000, max: 100_000 });
    expect(budgetBoundsCents('1000-2500')).toEqual({ min: 100_000, max: 250_000 });
    expect(budgetBoundsCents('2500+')).toEqual({ min: 250_000 });
  });

  it('deadline windows run from today to the end of the last day', () => {
    const now = new Date('2025-06-10T10:00:00Z');
    expect(deadlineBounds('today', now)).toEqual({
      from: new Date('2025-06-10T00:00:00Z'),
      to: new Date('2025-06-10T23:59:59.999Z'),
    });
    expect(deadlineBounds('week', now).to).toEqual(new Date('2025-06-16T23:59:59.999Z'));
    expect(deadlineBounds('month', now).to).toEqual(new Date('2025-07-09T23:59:59.999Z'));
    expect(deadlineBounds('3months', now).to).toEqual(new Date('2025-09-07T23:59:59.999Z'));
  });

  it("reads Dutch apostrophe plurals as their word, so video's finds video", () => {
    expect(searchText("video's")).toBe('video');
    expect(searchText('foto’s en   auto`s')).toBe('foto en auto');
    expect(searchText('  koffie  ')).toBe('koffie');
  });

  it('pages: defaults, caps and nonsense', () => {
    expect(pageRequest(undefined, undefined)).toEqual({ page: 1, limit: 20, offset: 0 });
    expect(pageRequest('3', '10')).toEqual({ page: 3, limit: 10, offset: 20 });
    expect(pageRequest('-1', '999')).toEqual({ page: 1, limit: 50, offset: 0 });
    expect(pageRequest(1, 500, { default: 50, max: 100 })).toEqual({ page: 1, limit: 100, offset: 0 });
  });

  it('escapes ILIKE wildcards', () => {
    expect(containsPattern('50%_a\\')).toBe('%50\\%\\_a\\\\%');
  });
});

describe('project visibility: only open projects for everyone, the rest for the owner and the selected creator', () => {
  const owner = { id: 'owner', role: 'bedrijf' as const };
  const chosen = { id: 'chosen', role: 'creator' as const };
  const other = { id: 'other', role: 'creator' as const };
  const company = { id: 'company', role: 'bedrijf' as const };
  const project = (status: 'open' | 'awaiting_deposit' | 'creator_selected' | 'cancelled') => ({
    ownerId: 'owner',
    selectedCreatorId: status === 'creator_selected' ? 'chosen' : null,
    status,
  });

  it('an open project is visible to everyone', () => {
    for (const viewer of [undefined, owner, other, company]) expect(canSee(project('open'), viewer)).toBe(true);
  });

  it('a project that is not open only to its owner and selected creator', () => {
    expect(canSee(project('awaiting_deposit'), owner)).toBe(true);
    expect(canSee(project('awaiting_deposit'), other)).toBe(false);
    expect(canSee(project('awaiting_deposit'), undefined)).toBe(false);
    expect(canSee(project('creator_selected'), chosen)).toBe(true);
    expect(canSee(project('creator_selected'), other)).toBe(false);
    expect(canSee(project('creator_selected'), company)).toBe(false);
  });

  it('a deleted project is gone for everyone', () => {
    expect(canSee(project('cancelled'), owner)).toBe(false);
  });

  it('only a creator who has not proposed yet may apply, only while open', () => {
    expect(canApply(project('open'), other, false)).toBe(true);
    expect(canApply(project('open'), other, true)).toBe(false);
    expect(canApply(project('open'), company, false)).toBe(false);
    expect(canApply(project('open'), undefined, false)).toBe(false);
    expect(canApply(project('creator_selected'), chosen, false)).toBe(false);
  });

  it("knows the owner and does not count the owner's views", () => {
    expect(isOwner(project('open'), owner)).toBe(true);
    expect(isOwner(project('open'), company)).toBe(false);
    expect(countsAsView(project('open'), owner)).toBe(false);
    expect(countsAsView(project('open'), undefined)).toBe(true);
  });
});
