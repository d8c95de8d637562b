import { Controller, Get, Injectable, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/auth.guard';

export type ReadinessCheck = () => Promise<void>;

/** Each part of the process (a service's database, the bus) registers how to tell it is ready. */
@Injectable()
export class HealthRegistry {
  private readonly checks = new Map<string, ReadinessCheck>();

  register(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  async report(): Promise<{ ready: boolean; checks: Record<string, 'ok' | 'failing'> }> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]) => {
        const ok = await Promise.race([
          check().then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000).unref()),
        ]).catch(() => false);
        return [name, ok ? 'ok' : 'failing'] as const;
      }),
    );
    return { ready: entries.every(([, state]) => state === 'ok'), checks: Object.fromEntries(entries) };
  }
}

/** `/health/live`: the process runs. `/health/ready`: it can serve (databases and bus reachable). */
@Controller('health')
@Public()
export class HealthController {
  constructor(private readonly registry: HealthRegistry) {}

  @Get('live')
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const report = await this.registry.report();
    void reply.status(report.ready ? 200 : 503);
    return report;
  }
}
