import { cancelledWhenCompanyLeaves, leftParty, waysToEnd } from './party-left';
import { PROJECT_STATUSES, type ProjectStatus } from './project-status';

describe('a party who left', () => {
  const at = new Date('2026-12-01T10:00:00Z');
  const creatorLeft = (status: ProjectStatus, finalPaymentCompleted = false) =>
    waysToEnd({ status, creatorLeftAt: at, ownerLeftAt: null, finalPaymentCompleted });

  it('names who left, the company first', () => {
    expect(leftParty({ creatorLeftAt: null, ownerLeftAt: null })).toBeNull();
    expect(leftParty({ creatorLeftAt: at, ownerLeftAt: null })).toBe('creator');
    expect(leftParty({ creatorLeftAt: at, ownerLeftAt: at })).toBe('company');
  });

  it('lets the company cancel unfinished work, approve a waiting delivery and pay what she approved', () => {
    expect(creatorLeft('in_progress')).toEqual(['cancel']);
    expect(creatorLeft('revision_requested')).toEqual(['cancel']);
    expect(creatorLeft('delivered')).toEqual(['cancel', 'approve']);
    expect(creatorLeft('under_review')).toEqual(['cancel', 'approve']);
    expect(creatorLeft('approved')).toEqual(['pay']);
    expect(creatorLeft('approved', true)).toEqual([]);
    expect(creatorLeft('completed')).toEqual([]);
    expect(waysToEnd({ status: 'in_progress', creatorLeftAt: null, ownerLeftAt: null, finalPaymentCompleted: false })).toEqual(
      [],
    );
  });

  it('cancels everything of a leaving company but what she approved', () => {
    const kept = PROJECT_STATUSES.filter((status) => !cancelledWhenCompanyLeaves(status));
    expect(kept).toEqual(['approved', 'completed', 'cancelled']);
  });
});
