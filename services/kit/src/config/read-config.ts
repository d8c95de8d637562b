import { cleanEnv, type Spec } from 'envalid';

export { bool, num, port, str, url } from 'envalid';

/** Thrown at start when the environment lacks a value or has a wrong one; the message names every variable. */
export class ConfigError extends Error {}

/**
 * Reads and checks configuration from the environment once, at start.
 * A missing or malformed value stops the process with the variable's name in the message.
 */
export function readConfig<S extends Record<string, Spec<unknown>>>(specs: S, env: NodeJS.ProcessEnv = process.env) {
  const config = cleanEnv(env, specs, {
    reporter: ({ errors }) => {
      const problems = Object.entries(errors).map(([name, error]) => `${name}: ${(error as Error).message}`);
      if (problems.length > 0) {
        throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
      }
    },
  });
  // A plain copy: envalid's strict proxy throws on unknown keys, and frameworks probe objects for hooks.
  return Object.freeze({ ...config });
}
