import { bool, num, port, readConfig, str } from '@clipwerk/kit';
import { SERVICE_REGISTRY, urlVariable } from './routing/service-registry';

/** The gateway's own settings; the platform's (database, bus, storage, Redis) are read by the kit. */
export function readGatewayConfig(env: NodeJS.ProcessEnv = process.env) {
  const own = readConfig(
    {
      TOPOLOGY: str({ choices: ['embedded', 'distributed'], default: 'embedded' }),
      PORT: port({ default: 3000 }),
      HOST: str({ default: '0.0.0.0' }),
      /** Requests per minute per address on /api; the benchmarks raise it. */
      RATE_LIMIT_PER_MINUTE: num({ default: 600 }),
      /**
       * Chunks of resumable uploads per minute per address, counted apart: their number follows from the file's
       * size, not from how busy someone is (8 MB chunks at this rate are 400 MB/s).
       */
      RATE_LIMIT_UPLOAD_CHUNKS_PER_MINUTE: num({ default: 3000 }),
      UPSTREAM_TIMEOUT_MS: num({ default: 15_000 }),
      /** The largest request body the edge lets through (uploads: 50 MB video plus form overhead). */
      MAX_UPLOAD_BYTES: num({ default: 52 * 1024 * 1024 }),
      /** Memory for the shared cache of anonymous reads that services mark `s-maxage`; 0 turns it off. */
      SHARED_CACHE_MB: num({ default: 32 }),
      WEB_ROOT: str({ default: '' }),
      /** Addresses whose X-Forwarded-For the edge believes (a load balancer in front); none by default. */
      TRUST_PROXY: str({ default: '' }),
      SEED_DEMO_DATA: bool({ default: false }),
      DATA_DIR: str({ default: '.data' }),
      /** The embedded mail catcher's web page port (0: a free one); used only when SMTP_URL is not set. */
      MAIL_CATCHER_PORT: num({ default: 0 }),
    },
    env,
  );
  /**
   * Distributed: each registered service's address from `<SERVICE>_URL` (e.g. `PAYMENTS_URL`), one URL or its
   * replicas' URLs separated by commas; empty when not set.
   */
  const upstreams: Record<string, string> = Object.fromEntries(
    SERVICE_REGISTRY.map(({ name }) => [name, env[urlVariable(name)]?.trim() ?? '']),
  );
  return { ...own, upstreams };
}

export type GatewayConfig = ReturnType<typeof readGatewayConfig>;
