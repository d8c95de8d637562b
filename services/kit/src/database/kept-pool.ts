/**
 * A pool of `size` connections that keeps each one it opened. A pool that closes idle connections makes the first
 * burst after a quiet spell open new ones: a backend each, and every prepared statement parsed again on it, while
 * the burst waits.
 */
export const keptPool = (size: number) => ({ max: size, min: size });
