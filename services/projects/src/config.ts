import { randomBytes } from 'node:crypto';
import { num, readConfig, str } from '@clipwerk/kit';

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
};

export interface ProjectsConfig {
  viewSalt: string;
  previewLinkSecret: string;
  ratingPublishIntervalMs: number;
}

export const PROJECTS_CONFIG = Symbol('PROJECTS_CONFIG');

export function readProjectsConfig(env: NodeJS.ProcessEnv = process.env): ProjectsConfig {
  const raw = readConfig(projectsConfigSpec, env);
  return {
    viewSalt: raw.PROJECT_VIEW_SALT,
    previewLinkSecret: raw.PREVIEW_LINK_SECRET || randomBytes(32).toString('base64url'),
    ratingPublishIntervalMs: raw.RATING_PUBLISH_INTERVAL_MS,
  };
}
