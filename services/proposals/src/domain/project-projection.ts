import type { ProjectStatusName } from '@clipwerk/proto';

type Phase = 'before_selection' | 'creator_chosen' | 'cancelled';

/**
 * Where each project status stands for proposals. Keyed by projects' event contract: a misspelled status fails to
 * compile, and a status projects adds must be placed here before proposals compiles again.
 */
const PHASES: Readonly<Record<ProjectStatusName, Phase>> = {
  draft: 'before_selection',
  awaiting_deposit: 'before_selection',
  open: 'before_selection',
  creator_selected: 'creator_chosen',
  in_progress: 'creator_chosen',
  delivered: 'creator_chosen',
  under_review: 'creator_chosen',
  revision_requested: 'creator_chosen',
  approved: 'creator_chosen',
  completed: 'creator_chosen',
  cancelled: 'cancelled',
};

function phaseOf(status: string | undefined): Phase | undefined {
  return status !== undefined && Object.hasOwn(PHASES, status) ? PHASES[status as ProjectStatusName] : undefined;
}

/** A creator was chosen for the project (and it was not cancelled): no other proposal can be accepted. */
export function hasChosenCreator(status: string): boolean {
  return phaseOf(status) === 'creator_chosen';
}

/**
 * Events of one project may arrive late: once proposals knows a creator is selected (it decided so itself) or
 * the project is cancelled, an older "open" must not bring it back.
 */
export function nextProjectStatus(current: string | undefined, incoming: string): string {
  if (current === undefined || phaseOf(current) === 'before_selection') return incoming;
  if (phaseOf(current) === 'cancelled') return current;
  return phaseOf(incoming) === 'before_selection' ? current : incoming;
}

/**
 * The stored statuses an incoming one leaves in place, as `nextProjectStatus` decides: what a write that applies the
 * rule in one statement, without reading the row first, needs to know.
 */
export function statusesKeptAgainst(incoming: string): string[] {
  return Object.keys(PHASES).filter((current) => current !== incoming && nextProjectStatus(current, incoming) === current);
}
