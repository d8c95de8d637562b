import { readConfig, str } from '@clipwerk/kit';

/** The projects service's own environment, next to the platform's (DATABASE_URL, PUBLIC_URL, ... in the kit). */
export const projectsConfigSpec = {
  /** Mixed into the hash of IP + user agent that identifies an anonymous visitor for the daily view count. */
  PROJECT_VIEW_SALT: str({ default: 'clipwerk-project-views' }),
};

export interface ProjectsConfig {
  viewSalt: string;
}

export const PROJECTS_CONFIG = Symbol('PROJECTS_CONFIG');

export function readProjectsConfig(env: NodeJS.ProcessEnv = process.env): ProjectsConfig {
  const raw = readConfig(projectsConfigSpec, env);
  return { viewSalt: raw.PROJECT_VIEW_SALT };
}
