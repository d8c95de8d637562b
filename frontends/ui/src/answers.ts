// How screens read the services' answers, the same in every remote. Every figure is the server's: these only pick it.
import type { ProjectBody } from '@clipwerk/contracts/projects';
import type { SocialAccountBody, YoutubeAccountBody } from '@clipwerk/contracts/identity';

/** Anything the API names by `id` (some answers also by the older `_id`). */
export interface Ref {
  id?: string;
  _id?: string;
}

export const idOf = (item: Ref | null | undefined): string => item?.id ?? item?._id ?? '';

export const companyNameOf = (project: Pick<ProjectBody, 'companyId'> & Partial<Pick<ProjectBody, 'owner'>>): string =>
  project.companyId?.companyName || project.owner?.companyName || project.owner?.company || 'Onbekend bedrijf';

export const proposalCountOf = (project: Pick<ProjectBody, 'proposalCount'>) => project.proposalCount;

/** A platform's audience: YouTube counts subscribers, the others followers. */
export function audienceOf(account: SocialAccountBody | YoutubeAccountBody): number;
export function audienceOf(account: SocialAccountBody | YoutubeAccountBody | null | undefined): number | undefined;
export function audienceOf(account: SocialAccountBody | YoutubeAccountBody | null | undefined): number | undefined {
  if (!account) return undefined;
  return 'subscribers' in account ? account.subscribers : account.followers;
}
