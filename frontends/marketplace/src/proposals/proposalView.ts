// How the company proposals page words a proposal.
import { formatDate, proposalStatus, type StatusLook } from '@clipwerk/ui';
import type { ProposalBody } from '@clipwerk/contracts/proposals';

export const BIO_LIMIT = 100;
export const NICHES_SHOWN = 3;

/** Only submitted and accepted keep their own label; everything else reads Afgewezen on this page. */
export function proposalStatusLabel(status: string): StatusLook {
  return proposalStatus(status === 'submitted' || status === 'pending' || status === 'accepted' ? status : 'rejected');
}

export const canDecide = (status: string) => status === 'submitted' || status === 'pending';

export function cutBio(bio: string | undefined, limit = BIO_LIMIT): string {
  const text = (bio ?? '').trim();
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}…` : text;
}

export function deliveryText(proposal: ProposalBody): string {
  const date = proposal.proposedTimeline?.deliveryDate;
  const days = proposal.deliveryTimeInDays;
  if (date && days) return `${formatDate(date)} (${days} ${days === 1 ? 'dag' : 'dagen'})`;
  if (days) return `${days} ${days === 1 ? 'dag' : 'dagen'}`;
  return date ? formatDate(date) : 'Niet opgegeven';
}

/** '3 voorstellen · 1 geaccepteerd'. */
export function countLine(proposals: readonly ProposalBody[]): string {
  const accepted = proposals.filter((p) => p.status === 'accepted').length;
  const base = proposals.length === 1 ? '1 voorstel' : `${proposals.length} voorstellen`;
  return accepted > 0 ? `${base} · ${accepted} geaccepteerd` : base;
}
