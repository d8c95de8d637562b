// The one Dutch name and badge colour of each project, proposal and payment state, for every screen. A state
// reads the same on the marketplace, the workspace, the dashboard and the payment pages.
import { Badge, type Tone } from './components/Feedback';
import type { ProjectBody } from '@clipwerk/contracts/projects';

export interface StatusLook {
  label: string;
  tone: Tone;
}

/** Project states, in the order of the flow. An unpaid deposit reads like the deposit page's own badge. */
export const PROJECT_STATUS: Readonly<Record<string, StatusLook>> = {
  draft: { label: 'Concept', tone: 'neutral' },
  awaiting_deposit: { label: 'Wacht op betaling', tone: 'warning' },
  open: { label: 'Open voor voorstellen', tone: 'success' },
  creator_selected: { label: 'Creator geselecteerd', tone: 'brand' },
  in_progress: { label: 'In uitvoering', tone: 'info' },
  delivered: { label: 'Opgeleverd', tone: 'info' },
  under_review: { label: 'In beoordeling', tone: 'info' },
  revision_requested: { label: 'Revisie gevraagd', tone: 'warning' },
  approved: { label: 'Goedgekeurd', tone: 'success' },
  completed: { label: 'Voltooid', tone: 'neutral' },
  cancelled: { label: 'Geannuleerd', tone: 'danger' },
};

/** Proposal states; `pending` is the older name of `submitted`. */
export const PROPOSAL_STATUS: Readonly<Record<string, StatusLook>> = {
  submitted: { label: 'In afwachting', tone: 'info' },
  pending: { label: 'In afwachting', tone: 'info' },
  accepted: { label: 'Geaccepteerd', tone: 'success' },
  rejected: { label: 'Afgewezen', tone: 'danger' },
  withdrawn: { label: 'Ingetrokken', tone: 'neutral' },
  completed: { label: 'Voltooid', tone: 'neutral' },
};

/**
 * Payment states: a half of a project's price (`paid`, `due`, `not_due` until the content is approved) and a
 * transaction on the earnings page (`paid`, `pending`, `processing`, `cancelled`).
 */
export const PAYMENT_STATUS: Readonly<Record<string, StatusLook>> = {
  paid: { label: 'Betaald', tone: 'success' },
  due: { label: 'Wacht op betaling', tone: 'warning' },
  not_due: { label: 'Wachten op goedkeuring', tone: 'neutral' },
  pending: { label: 'In afwachting', tone: 'warning' },
  processing: { label: 'Wordt verwerkt', tone: 'info' },
  cancelled: { label: 'Geannuleerd', tone: 'neutral' },
};

const lookIn =
  (table: Readonly<Record<string, StatusLook>>) =>
  (status: string | null | undefined): StatusLook =>
    // An unknown value is shown as it came, so a new state is visible rather than hidden.
    table[status ?? ''] ?? { label: status ?? '', tone: 'neutral' };

export const projectStatus = lookIn(PROJECT_STATUS);
export const proposalStatus = lookIn(PROPOSAL_STATUS);
export const paymentStatus = lookIn(PAYMENT_STATUS);

export type StatusKind = 'project' | 'proposal' | 'payment';
const LOOKS = { project: projectStatus, proposal: proposalStatus, payment: paymentStatus } as const;

/** A state as a coloured badge; `suffix` adds a detail such as ' op 3 maart 2026'. */
export function StatusBadge({ kind, status, suffix }: { kind: StatusKind; status: string | null | undefined; suffix?: string }) {
  const look = LOOKS[kind](status);
  return (
    <Badge tone={look.tone}>
      {look.label}
      {suffix}
    </Badge>
  );
}

/** A project's states from the moment a creator is chosen: from then on the work happens in the werkruimte. */
export const WORKSPACE_STATUSES = [
  'creator_selected',
  'in_progress',
  'delivered',
  'under_review',
  'revision_requested',
  'approved',
  'completed',
] as const satisfies readonly ProjectBody['status'][];
export const isInWorkspace = (status: string) => (WORKSPACE_STATUSES as readonly string[]).includes(status);

/** The final half is due once the content is approved; before that it waits for the approval. */
export const finalPaymentState = (projectStatus: string, paid: boolean) =>
  paid ? 'paid' : projectStatus === 'approved' ? 'due' : 'not_due';
