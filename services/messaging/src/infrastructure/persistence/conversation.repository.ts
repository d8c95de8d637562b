import { Injectable } from '@nestjs/common';
import { PlainRows, type Statement } from '@clipwerk/kit';
import { DataSource, type EntityManager } from 'typeorm';
import type { ConversationKey } from '../../domain/conversation-rules';
import { ConversationEntity, PartyEntity } from './entities';
import { isUuid } from './ids';

/** A conversation as the inbox lists it: the other party, the project, the last message and the unread count. */
export interface ConversationSummary {
  id: string;
  projectId: string | null;
  projectTitle: string | null;
  other: { id: string; role: string | null; name: string | null; avatarUrl: string | null };
  lastMessage: { id: string; content: string; sentAt: Date; senderId: string; readAt: Date | null } | null;
  unreadCount: number;
  createdAt: Date;
  lastActivityAt: Date;
}

interface SummaryRow {
  id: string;
  project_id: string | null;
  project_title: string | null;
  other_id: string;
  other_role: string | null;
  other_name: string | null;
  other_avatar_url: string | null;
  last_id: string | null;
  last_content: string | null;
  last_sent_at: Date | null;
  last_sender_id: string | null;
  last_read_at: Date | null;
  unread: string;
  created_at: Date;
  last_activity_at: Date;
}

/** What a send knows of its sender: the name and picture its answer and MessageSent carry. */
export type SenderCard = Pick<PartyEntity, 'id' | 'name' | 'avatarUrl'>;

/** A conversation a message is sent into, with what the send tells about it. */
export interface SendTarget {
  conversation: ConversationEntity;
  /** Null before identity's event about the sender arrived. */
  sender: SenderCard | null;
  /** Its project's title ('' when it has no project or the project is not known yet). */
  projectTitle: string;
}

/** The key's project as the unique index conversation_one_per_key reads it: no project is the nil uuid. */
const NO_PROJECT = '00000000-0000-0000-0000-000000000000';
const keyProject = (value: string) => `COALESCE(${value}, '${NO_PROJECT}'::uuid)`;

/** LIKE's wildcards in a search term match themselves. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

@Injectable()
export class ConversationRepository {
  private readonly rows: PlainRows<ConversationEntity>;
  private readonly senders: PlainRows<PartyEntity, 'name' | 'avatarUrl'>;

  constructor(private readonly dataSource: DataSource) {
    this.rows = new PlainRows(dataSource, ConversationEntity, 'c');
    this.senders = new PlainRows(dataSource, PartyEntity, 'p', ['name', 'avatarUrl']);
  }

  /** The conversation when `callerId` is one of its two parties; null otherwise (it does not exist for them). */
  findForParty(
    id: string,
    callerId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ConversationEntity | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    // Plain SQL: every message sent reads its conversation this way.
    return manager
      .query(`SELECT ${this.rows.select} FROM conversation c WHERE c.id = $1 AND (c.company_id = $2 OR c.creator_id = $2)`, [
        id,
        callerId,
      ])
      .then(([row]: Record<string, unknown>[]) => (row ? this.rows.read(row) : null));
  }

  /**
   * The conversation `senderId` sends into when she is one of its parties (no row otherwise), her card and its
   * project's title, in one read. It locks the conversation's row until the send commits: two sends into one
   * conversation are stored one after the other, so each one's reply bookkeeping sees the messages before it.
   * A statement, so the message's insert can go in the same write (SendRepository); `id` must be a uuid.
   */
  sendTarget(id: string, senderId: string): Statement {
    return {
      text: `SELECT ${this.rows.select}, p.id AS "senderId", ${this.senders.select}, pr.title AS "projectTitle"
               FROM conversation c
               LEFT JOIN party p ON p.id = $2
               LEFT JOIN project pr ON pr.id = c.project_id
              WHERE c.id = $1 AND (c.company_id = $2 OR c.creator_id = $2)
                FOR NO KEY UPDATE OF c`,
      values: [id, senderId],
    };
  }

  readSendTarget(row: Record<string, unknown>, senderId: string): SendTarget {
    const { senderId: known, name, avatarUrl, projectTitle, ...conversation } = this.senders.read(this.rows.read(row));
    return {
      conversation: conversation as ConversationEntity,
      sender: known ? { id: senderId, name, avatarUrl } : null,
      projectTitle: (projectTitle as string | null) ?? '',
    };
  }

  /** The conversation of one key (see conversationKey), if it exists. */
  find(key: ConversationKey, manager: EntityManager = this.dataSource.manager): Promise<ConversationEntity | null> {
    if (key.projectId !== null && !isUuid(key.projectId)) return Promise.resolve(null);
    return manager
      .createQueryBuilder(ConversationEntity, 'c')
      .where(
        `c.company_id = :companyId AND c.creator_id = :creatorId AND ${keyProject('c.project_id')} = ${keyProject('CAST(:projectId AS uuid)')}`,
        key,
      )
      .getOne();
  }

  /**
   * The conversation of the key, made when there is none yet. Two starts at the same moment (both parties, or
   * two tabs) meet at the unique index on the key: the second waits for the first and then finds its row.
   */
  async findOrCreate(
    key: ConversationKey & { startedBy: string },
    manager: EntityManager,
  ): Promise<{ conversation: ConversationEntity; created: boolean }> {
    const inserted: { id: string }[] = await manager.query(
      `INSERT INTO conversation (company_id, creator_id, project_id, started_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (company_id, creator_id, (${keyProject('project_id')})) DO NOTHING RETURNING id`,
      [key.companyId, key.creatorId, key.projectId, key.startedBy],
    );
    if (inserted.length > 0) {
      return { conversation: await manager.findOneByOrFail(ConversationEntity, { id: inserted[0].id }), created: true };
    }
    const existing = await this.find(key, manager);
    if (!existing) throw new Error('conversation vanished between its conflict and its read');
    return { conversation: existing, created: false };
  }

  /**
   * The caller's conversations, newest activity first. A conversation without messages shows only to the one who
   * started it. `search` matches the other party's name, the project title or any message's text.
   */
  async listFor(callerId: string, search: string | null, limit: number): Promise<ConversationSummary[]> {
    const rows: SummaryRow[] = await this.dataSource.query(
      `${SUMMARY_SELECT}
       WHERE (c.company_id = $1 OR c.creator_id = $1)
         AND (last.id IS NOT NULL OR c.started_by = $1)
         AND ($2::text IS NULL
              OR other.name ILIKE $2
              OR p.title ILIKE $2
              OR EXISTS (SELECT 1 FROM message m WHERE m.conversation_id = c.id AND m.content ILIKE $2))
       ORDER BY c.last_activity_at DESC, c.id
       LIMIT $3`,
      [callerId, search ? likePattern(search) : null, limit],
    );
    return rows.map(toSummary);
  }

  async summaryFor(id: string, callerId: string, manager: EntityManager = this.dataSource.manager): Promise<ConversationSummary> {
    const rows: SummaryRow[] = await manager.query(
      `${SUMMARY_SELECT} WHERE c.id = $2 AND (c.company_id = $1 OR c.creator_id = $1)`,
      [callerId, id],
    );
    return toSummary(rows[0]);
  }
}

/** $1 is the caller: "other" is whichever party the caller is not. */
const SUMMARY_SELECT = `
  SELECT c.id, c.project_id, c.created_at, c.last_activity_at,
         p.title AS project_title,
         CASE WHEN c.company_id = $1 THEN c.creator_id ELSE c.company_id END AS other_id,
         other.role AS other_role, other.name AS other_name, other.avatar_url AS other_avatar_url,
         last.id AS last_id, last.content AS last_content, last.sent_at AS last_sent_at,
         last.sender_id AS last_sender_id, last.read_at AS last_read_at,
         (SELECT count(*) FROM message u WHERE u.conversation_id = c.id AND u.recipient_id = $1 AND u.read_at IS NULL) AS unread
  FROM conversation c
  LEFT JOIN party other ON other.id = CASE WHEN c.company_id = $1 THEN c.creator_id ELSE c.company_id END
  LEFT JOIN project p ON p.id = c.project_id
  LEFT JOIN LATERAL (
    SELECT m.id, m.content, m.sent_at, m.sender_id, m.read_at FROM message m
    WHERE m.conversation_id = c.id ORDER BY m.seq DESC LIMIT 1
  ) last ON true`;

function toSummary(row: SummaryRow): ConversationSummary {
  return {
    id: row.id,
    projectId: row.project_id,
    projectTitle: row.project_title,
    other: { id: row.other_id, role: row.other_role, name: row.other_name, avatarUrl: row.other_avatar_url },
    lastMessage: row.last_id
      ? {
          id: row.last_id,
          content: row.last_content ?? '',
          sentAt: row.last_sent_at as Date,
          senderId: row.last_sender_id as string,
          readAt: row.last_read_at,
        }
      : null,
    unreadCount: Number(row.unread),
    createdAt: row.created_at,
    lastActivityAt: row.last_activity_at,
  };
}
