import { Messages } from './messages';
import {
  canTransition,
  isActiveForCreator,
  isBeforeSelection,
  PROJECT_STATUSES,
  type ProjectStatus,
  publicationStep,
  transition,
  TransitionRefused,
} from './project-status';

/** DECISIONS 8, written out independently of the table it checks. */
const ALLOWED: ReadonlyArray<[ProjectStatus, ProjectStatus]> = [
  ['draft', 'awaiting_deposit'],
  ['draft', 'open'],
  ['draft', 'cancelled'],
  ['awaiting_deposit', 'open'],
  ['awaiting_deposit', 'cancelled'],
  ['open', 'creator_selected'],
  ['open', 'cancelled'],
  ['creator_selected', 'in_progress'],
  ['in_progress', 'delivered'],
  ['delivered', 'under_review'],
  ['delivered', 'revision_requested'],
  ['delivered', 'approved'],
  ['under_review', 'revision_requested'],
  ['under_review', 'approved'],
  ['revision_requested', 'in_progress'],
  ['approved', 'completed'],
];
const allowed = new Set(ALLOWED.map(([from, to]) => `${from}>${to}`));
const REFUSED = PROJECT_STATUSES.flatMap((from) =>
  PROJECT_STATUSES.map((to) => [from, to] as [ProjectStatus, ProjectStatus]),
).filter(([from, to]) => !allowed.has(`${from}>${to}`));

describe('project state machine (DECISIONS 8)', () => {
  it('knows the eleven statuses, without in_review', () => {
    expect(PROJECT_STATUSES).toHaveLength(11);
    expect(PROJECT_STATUSES).not.toContain('in_review');
  });

  it.each(ALLOWED)('allows %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    expect(transition(from, to)).toBe(to);
  });

  it.each(REFUSED)('refuses %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
    expect(() => transition(from, to)).toThrow(new TransitionRefused(from, to));
  });

  it('says in Dutch which move it refused, with a stable code', () => {
    const error = new TransitionRefused('open', 'completed');
    expect(error.code).toBe('PROJECT.TRANSITION_REFUSED');
    expect(error.message).toBe(Messages.transitionRefused('open', 'completed'));
    expect(error.message).toBe("Deze opdracht kan niet van status 'open' naar 'completed'");
  });

  it('allows cancelling (and editing) only before a creator is selected', () => {
    expect(PROJECT_STATUSES.filter(isBeforeSelection)).toEqual(['draft', 'awaiting_deposit', 'open']);
  });

  it('counts the creator statuses up to approved as active, completed not', () => {
    expect(PROJECT_STATUSES.filter(isActiveForCreator)).toEqual([
      'creator_selected',
      'in_progress',
      'delivered',
      'under_review',
      'revision_requested',
      'approved',
    ]);
  });

  describe('publishing (DECISIONS 3: no project opens without its deposit)', () => {
    it('a draft without deposit waits for it and asks for payment', () => {
      expect(publicationStep('draft', false)).toEqual({ status: 'awaiting_deposit', requiresPayment: true });
    });
    it('a project awaiting its deposit keeps waiting and asks for payment', () => {
      expect(publicationStep('awaiting_deposit', false)).toEqual({ status: 'awaiting_deposit', requiresPayment: true });
    });
    it('opens once the deposit is paid', () => {
      expect(publicationStep('draft', true)).toEqual({ status: 'open', requiresPayment: false });
      expect(publicationStep('awaiting_deposit', true)).toEqual({ status: 'open', requiresPayment: false });
    });
    it('refuses to publish a project that is past that point', () => {
      expect(() => publicationStep('creator_selected', true)).toThrow(TransitionRefused);
      expect(() => publicationStep('cancelled', false)).toThrow(TransitionRefused);
    });
  });
});
