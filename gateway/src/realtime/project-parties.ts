import { Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

/**
 * Whether a socket's user is one of a project's two parties, asked the way her browser would: through the API with
 * her own token (the project's conversation answers only the owner and the selected creator), so the gateway keeps
 * no copy of who works on what. Works the same whether the services run in this process or behind it.
 */
@Injectable()
export class ProjectParties {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  private get fastify(): FastifyInstance {
    return this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
  }

  async isParty(token: string, projectId: string): Promise<boolean> {
    if (!/^[0-9a-f-]{36}$/i.test(projectId)) return false;
    const answer = await this.fastify.inject({
      method: 'GET',
      url: `/api/conversations/project/${projectId}?limit=1`,
      headers: { authorization: `Bearer ${token}` },
    });
    return answer.statusCode === 200;
  }

  /** The name others see her typing under, as identity shows it. */
  async displayName(token: string): Promise<string> {
    const answer = await this.fastify.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    return answer.statusCode === 200
      ? String((answer.json() as { user?: { displayName?: string } }).user?.displayName ?? '')
      : '';
  }
}
