import { randomBytes } from 'node:crypto';
import { ConfigError, num, readConfig, str } from '@clipwerk/kit';
import { DEFAULT_REVIEW_WINDOW_MINUTES } from './domain/deadlines';

/** The projects service's own environment, next to the platform's (DATABASE_URL, PUBLIC_URL, ... in the kit). */
export const projectsConfigSpec = {
  /** Mixed into the hash of IP + user agent that identifies an anonymous visitor for the daily view count. */
  PROJECT_VIEW_SALT: str({ default: 'clipwerk-project-views' }),
  /**
   * Signs the short-lived links through which a browser streams a deliverable. Empty: a random one per process,
   * enough for a single process; replicas of projects must share one.
   */
  PREVIEW_LINK_SECRET: str({ default: '' }),
  /** How often ratings whose window closed are published (0: never, tests publish by hand). */
  RATING_PUBLISH_INTERVAL_MS: num({ default: 60_000 }),
  /** Minutes the company has to review a delivery; then it is approved automatically (`make start`: 3). */
  REVIEW_WINDOW_MINUTES: num({ default: DEFAULT_REVIEW_WINDOW_MINUTES }),
  /** How often each replica looks for review reminders and windows that ended (0: never, tests run it by hand). */
  DEADLINE_INTERVAL_MS: num({ default: 30_000 }),
};

export interface ProjectsConfig {
  viewSalt: string;
  previewLinkSecret: string;
  ratingPublishIntervalMs: number;
  reviewWindowMinutes: number;
  deadlineIntervalMs: number;
}

export const PROJECTS_CONFIG = Symbol('PROJECTS_CONFIG');

export function readProjectsConfig(env: NodeJS.ProcessEnv = process.env): ProjectsConfig {
  const raw = readConfig(projectsConfigSpec, env);
  const problems: string[] = [];
  if (!Number.isInteger(raw.REVIEW_WINDOW_MINUTES) || raw.REVIEW_WINDOW_MINUTES < 1)
    problems.push('REVIEW_WINDOW_MINUTES: a whole number of minutes, 1 or more');
  if (!Number.isInteger(raw.DEADLINE_INTERVAL_MS) || raw.DEADLINE_INTERVAL_MS < 0)
    problems.push('DEADLINE_INTERVAL_MS: a whole number, 0 or more');
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return {
    viewSalt: raw.PROJECT_VIEW_SALT,
    previewLinkSecret: raw.PREVIEW_LINK_SECRET || randomBytes(32).toString('base64url'),
    ratingPublishIntervalMs: raw.RATING_PUBLISH_INTERVAL_MS,
    reviewWindowMinutes: raw.REVIEW_WINDOW_MINUTES,
    deadlineIntervalMs: raw.DEADLINE_INTERVAL_MS,
  };
}
