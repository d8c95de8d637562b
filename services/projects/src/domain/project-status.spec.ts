import { Messages } from './messages';
import {
  canTransition,
  datesOnEntering,
  DELIVERY_MOVES,
  type DeliveryMove,
  DeliveryMoveRefused,
  type DeliveryState,
  isActiveForCompany,
  isActiveForCreator,
  isBeforeSelection,
  planDeliveryMove,
  PROJECT_STATUSES,
  type ProjectStatus,
  publicationStep,
  transition,
  TransitionRefused,
} from './project-status';

/** Every allowed move, written out independently of the table it checks. */
const ALLOWED: ReadonlyArray<[ProjectStatus, ProjectStatus]> = [
  ['draft', 'awaiting_deposit'],
  ['draft', 'open'],
  ['draft', 'cancelled'],
  ['awaiting_deposit', 'open'],
  ['awaiting_deposit', 'cancelled'],
  ['open', 'creator_selected'],
  ['open', 'cancelled'],
  ['creator_selected', 'in_progress'],
  ['creator_selected', 'cancelled'],
  ['in_progress', 'delivered'],
  ['in_progress', 'cancelled'],
  ['delivered', 'under_review'],
  ['delivered', 'revision_requested'],
  ['delivered', 'approved'],
  ['delivered', 'cancelled'],
  ['under_review', 'revision_requested'],
  ['under_review', 'approved'],
  ['under_review', 'cancelled'],
  ['revision_requested', 'in_progress'],
  ['revision_requested', 'cancelled'],
  ['approved', 'completed'],
];
const allowed = new Set(ALLOWED.map(([from, to]) => `${from}>${to}`));
const REFUSED = PROJECT_STATUSES.flatMap((from) =>
  PROJECT_STATUSES.map((to) => [from, to] as [ProjectStatus, ProjectStatus]),
).filter(([from, to]) => !allowed.has(`${from}>${to}`));

describe('project state machine', () => {
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
    expect(error.message).toBe("Deze opdracht kan niet van status 'Open voor voorstellen' naar 'Voltooid'");
  });

  it('has one Dutch name for every state, never its code, and no two states share one', () => {
    const names = PROJECT_STATUSES.map((status) => Messages.statusNames[status]);
    for (const [i, name] of names.entries()) {
      expect(name).toMatch(/^[A-Z][a-z ]+$/);
      expect(name).not.toBe(PROJECT_STATUSES[i]);
    }
    expect(new Set(names).size).toBe(PROJECT_STATUSES.length);
    expect(Object.keys(Messages.statusNames).sort()).toEqual([...PROJECT_STATUSES].sort());
  });

  it('completes only an approved project (the final payment is the move), and nothing follows completion', () => {
    expect(PROJECT_STATUSES.filter((from) => canTransition(from, 'completed'))).toEqual(['approved']);
    expect(PROJECT_STATUSES.filter((to) => canTransition('completed', to))).toEqual([]);
    expect(() => transition('under_review', 'completed')).toThrow(TransitionRefused);
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

  it('counts a company’s published assignments as active until they end: not drafts, unpaid, completed or cancelled', () => {
    // Open for proposals, then every status in which her creator counts the assignment as active.
    expect(PROJECT_STATUSES.filter(isActiveForCompany)).toEqual(['open', ...PROJECT_STATUSES.filter(isActiveForCreator)]);
  });

  describe('publishing: no project opens without its deposit', () => {
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

/** The flow after hiring, written out independently of DELIVERY_MOVES: move, from, the statuses it passes. */
const DELIVERY_ALLOWED: ReadonlyArray<[DeliveryMove, ProjectStatus, ProjectStatus[]]> = [
  ['start', 'creator_selected', ['in_progress']],
  ['upload', 'creator_selected', ['in_progress']],
  ['upload', 'in_progress', []],
  ['upload', 'revision_requested', ['in_progress']],
  ['submit', 'in_progress', ['delivered']],
  ['startReview', 'delivered', ['under_review']],
  ['startReview', 'under_review', []],
  ['requestRevision', 'delivered', ['under_review', 'revision_requested']],
  ['requestRevision', 'under_review', ['revision_requested']],
  ['approve', 'delivered', ['under_review', 'approved']],
  ['approve', 'under_review', ['approved']],
  ['cancel', 'creator_selected', ['cancelled']],
  ['cancel', 'in_progress', ['cancelled']],
  ['cancel', 'delivered', ['cancelled']],
  ['cancel', 'under_review', ['cancelled']],
  ['cancel', 'revision_requested', ['cancelled']],
];
const MOVES = Object.keys(DELIVERY_MOVES) as DeliveryMove[];
const deliveryAllowed = new Set(DELIVERY_ALLOWED.map(([move, from]) => `${move}@${from}`));
const DELIVERY_REFUSED = MOVES.flatMap((move) =>
  PROJECT_STATUSES.filter((from) => !deliveryAllowed.has(`${move}@${from}`)).map(
    (from) => [move, from] as [DeliveryMove, ProjectStatus],
  ),
);
const state = (status: ProjectStatus, more: Partial<DeliveryState> = {}): DeliveryState => ({
  status,
  revisionRounds: 0,
  uploadedDeliverables: 1,
  ...more,
});

describe('the flow after hiring', () => {
  it.each(DELIVERY_ALLOWED)('allows %s on %s, passing through %j', (move, from, path) => {
    expect(planDeliveryMove(state(from), move)).toEqual(path);
  });

  it.each(DELIVERY_REFUSED)('refuses %s on %s with a Dutch text', (move, from) => {
    expect(() => planDeliveryMove(state(from), move)).toThrow(DeliveryMoveRefused);
    try {
      planDeliveryMove(state(from), move);
    } catch (error) {
      expect((error as DeliveryMoveRefused).code).toBe('PROJECT.MOVE_REFUSED');
      expect(Object.values(Messages)).toContain((error as DeliveryMoveRefused).message);
    }
  });

  it('the creator starts, uploads and submits; the owner reviews, asks revisions and approves', () => {
    expect(Object.fromEntries(MOVES.map((move) => [move, DELIVERY_MOVES[move].by]))).toEqual({
      start: 'creator',
      upload: 'creator',
      submit: 'creator',
      startReview: 'owner',
      requestRevision: 'owner',
      approve: 'owner',
      cancel: 'owner',
    });
  });

  it('refuses a submit without any uploaded deliverable', () => {
    expect(() => planDeliveryMove(state('in_progress', { uploadedDeliverables: 0 }), 'submit')).toThrow(
      new DeliveryMoveRefused('PROJECT.NOTHING_TO_SUBMIT', Messages.nothingToSubmit),
    );
  });

  it('includes two revision rounds and refuses a third with 409 text', () => {
    expect(planDeliveryMove(state('under_review', { revisionRounds: 1 }), 'requestRevision')).toEqual(['revision_requested']);
    const third = () => planDeliveryMove(state('delivered', { revisionRounds: 2 }), 'requestRevision');
    expect(third).toThrow(DeliveryMoveRefused);
    expect(third).toThrow('Het maximum van 2 revisierondes is bereikt.');
  });

  it('every step of every move is a move of the state machine', () => {
    for (const [, from, path] of DELIVERY_ALLOWED) {
      path.reduce((current, next) => {
        expect(canTransition(current, next)).toBe(true);
        return next;
      }, from);
    }
  });
});

describe('timeline dates', () => {
  const none = {
    creatorSelectedAt: null,
    startedAt: null,
    deliveredAt: null,
    reviewStartedAt: null,
    revisionRequestedAt: null,
    approvedAt: null,
  };
  const now = new Date('2025-10-01T12:00:00Z');
  const earlier = new Date('2025-09-01T12:00:00Z');

  it('entering a status of the flow after hiring sets its date, the latest entry counting', () => {
    expect(datesOnEntering('creator_selected', none, now)).toEqual({ creatorSelectedAt: now });
    expect(datesOnEntering('delivered', { ...none, deliveredAt: earlier }, now)).toEqual({ deliveredAt: now });
    expect(datesOnEntering('under_review', none, now)).toEqual({ reviewStartedAt: now });
    expect(datesOnEntering('revision_requested', none, now)).toEqual({ revisionRequestedAt: now });
    expect(datesOnEntering('approved', none, now)).toEqual({ approvedAt: now });
  });

  it('the work started once: back in progress after a revision keeps the first start', () => {
    expect(datesOnEntering('in_progress', none, now)).toEqual({ startedAt: now });
    expect(datesOnEntering('in_progress', { ...none, startedAt: earlier }, now)).toEqual({});
  });

  it('statuses before hiring have no timeline date', () => {
    expect(datesOnEntering('open', none, now)).toEqual({});
    expect(datesOnEntering('cancelled', none, now)).toEqual({});
  });
});
