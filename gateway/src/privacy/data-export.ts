import { AppError, type AuthUser, TokenVerifier, sendError } from '@clipwerk/kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { fastifyOf } from '../hosts/fastify-instance';
import { GatewayMessages } from '../messages';

/** One part of the export: the owning context's own answer to a call the user may make herself. */
interface Source {
  key: string;
  path: string;
}

const COMMON: Source[] = [
  { key: 'account', path: '/api/auth/me' },
  { key: 'stats', path: '/api/users/me/stats' },
  { key: 'invoices', path: '/api/payments/invoices' },
  { key: 'conversations', path: '/api/conversations?limit=100' },
];

/** What each role holds beyond the common parts. */
const BY_ROLE: Record<AuthUser['role'], Source[]> = {
  creator: [
    { key: 'portfolio', path: '/api/users/me/portfolio' },
    { key: 'projects', path: '/api/projects/my-active?status=all&limit=100' },
    { key: 'proposals', path: '/api/proposals/my' },
    { key: 'earnings', path: '/api/payments/creator/earnings?period=all-time' },
    { key: 'payoutAccount', path: '/api/users/me/stripe/status' },
  ],
  bedrijf: [{ key: 'projects', path: '/api/projects/my?status=all&limit=100' }],
  // Support holds no projects or money of its own; its decisions are kept with the disputes.
  support: [],
};

const EXPORT_DESCRIPTION = {
  tags: ['privacy'],
  summary: 'Alle gegevens van de ingelogde gebruiker, als één JSON-bestand',
  security: [{ bearer: [] }],
  responses: {
    '200': { description: 'Het bestand (attachment), samengesteld uit de antwoorden van elke context' },
    '401': { description: 'Niet ingelogd' },
    '503': { description: 'Een deel kon niet worden gelezen; er wordt niets half geleverd' },
  },
};

/** A conversation's messages, oldest page first, however many pages there are. */
const MESSAGES_PAGE = 200;

/**
 * GET /api/users/me/export: every record of the caller, as one JSON download. The gateway composes it from each
 * context's own answers (asked with the caller's token, through the same routes as any call), so each part is
 * exactly what its owner shows her; if any part cannot be read the export fails rather than leave a gap.
 */
export function serveDataExport(app: NestFastifyApplication, verifier: TokenVerifier): void {
  const fastify = fastifyOf(app);
  fastify.get('/api/users/me/export', { config: { describe: EXPORT_DESCRIPTION } }, async (request, reply) => {
    try {
      const token = TokenVerifier.bearerToken(request.headers.authorization);
      if (!token) throw AppError.unauthenticated();
      const user = await verifier.verify(token);
      const ask = async (path: string) => {
        const answer = await fastify.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
        if (answer.statusCode !== 200) {
          throw new AppError('EXPORT.INCOMPLETE', GatewayMessages.exportIncomplete, 503);
        }
        const { success: _success, ...body } = answer.json() as Record<string, unknown>;
        return body;
      };

      const parts: Record<string, unknown> = {};
      for (const source of [...COMMON, ...BY_ROLE[user.role]]) parts[source.key] = await ask(source.path);
      const { conversations } = parts.conversations as { conversations: Array<{ id: string }> };
      parts.messages = Object.fromEntries(
        await Promise.all(conversations.map(async ({ id }) => [id, await allMessages(ask, id)] as const)),
      );

      const exportedAt = new Date();
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="clipwerk-gegevens-${exportedAt.toISOString().slice(0, 10)}.json"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify({ exportedAt: exportedAt.toISOString(), userId: user.id, role: user.role, ...parts }, null, 2));
    } catch (error) {
      return sendError(reply, error);
    }
  });
}

async function allMessages(ask: (path: string) => Promise<Record<string, unknown>>, conversationId: string) {
  const pages: unknown[][] = [];
  let before = '';
  for (;;) {
    const { conversation } = (await ask(
      `/api/conversations/${conversationId}?limit=${MESSAGES_PAGE}${before ? `&before=${before}` : ''}`,
    )) as { conversation: { messages: Array<{ id: string }>; hasMoreMessages: boolean } };
    pages.unshift(conversation.messages);
    if (!conversation.hasMoreMessages || conversation.messages.length === 0) return pages.flat();
    before = conversation.messages[0].id;
  }
}
