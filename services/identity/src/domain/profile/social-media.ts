import { SOCIAL_PLATFORMS, type SocialPlatform } from '../catalog';
import { wholeNumberOrZero } from './number-input';
import { TEXT_LIMITS } from './text-limits';
import { safeExternalUrl } from './url-safety';

export interface SocialAccount {
  username: string;
  url: string;
  /** YouTube's count is called subscribers in the API; stored the same way for every platform. */
  followers: number;
}
export type SocialMedia = Partial<Record<SocialPlatform, SocialAccount>>;

/**
 * Reads the client's socialMedia map: known platforms only, trimmed names, safe links, whole-number counts;
 * a platform left completely empty is dropped.
 */
export function normalizeSocialMedia(input: unknown): SocialMedia {
  const result: SocialMedia = {};
  if (!input || typeof input !== 'object') return result;
  for (const platform of SOCIAL_PLATFORMS) {
    const raw = (input as Record<string, unknown>)[platform];
    if (!raw || typeof raw !== 'object') continue;
    const entry = raw as Record<string, unknown>;
    const account: SocialAccount = {
      username: typeof entry.username === 'string' ? entry.username.trim().slice(0, TEXT_LIMITS.username) : '',
      url: safeExternalUrl(entry.url),
      followers: wholeNumberOrZero(platform === 'youtube' ? (entry.subscribers ?? entry.followers) : entry.followers),
    };
    if (account.username || account.url || account.followers > 0) result[platform] = account;
  }
  return result;
}

/** One platform as the API shows it; YouTube's count is called subscribers (`PresentedYoutubeAccount`). */
export interface PresentedSocialAccount {
  username: string;
  url: string;
  followers: number;
}
export interface PresentedYoutubeAccount {
  username: string;
  url: string;
  subscribers: number;
}
/** Only the platforms that have something filled in. */
export type PresentedSocialMedia = Partial<Record<Exclude<SocialPlatform, 'youtube'>, PresentedSocialAccount>> & {
  youtube?: PresentedYoutubeAccount;
};

/** The API shape: `followers`, except YouTube's `subscribers`. */
export function presentSocialMedia(media: SocialMedia): PresentedSocialMedia {
  const result: PresentedSocialMedia = {};
  for (const platform of SOCIAL_PLATFORMS) {
    const account = media[platform];
    if (!account) continue;
    const { username, url, followers } = account;
    if (platform === 'youtube') result.youtube = { username, url, subscribers: followers };
    else result[platform] = { username, url, followers };
  }
  return result;
}

/** The stored, indexable `followers_total`: followers and subscribers summed over every platform. */
export function followersTotal(media: SocialMedia): number {
  return SOCIAL_PLATFORMS.reduce((sum, platform) => sum + (media[platform]?.followers ?? 0), 0);
}
