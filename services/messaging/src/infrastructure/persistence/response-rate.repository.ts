import { Injectable } from '@nestjs/common';
import { PreparedStatements } from '@clipwerk/kit';
import type { EntityManager } from 'typeorm';
import type { WaitStep } from '../../domain/response-rate';

/** A creator's response figures as counted so far. */
export interface CreatorResponse {
  creatorId: string;
  answeredInTime: number;
  counted: number;
}

/**
 * Which conversations wait for a creator's answer, and her figures. Every step is one conditional update, so a
 * conversation is counted exactly once however replies, retries and replicas of the overdue job interleave.
 */
@Injectable()
export class ResponseRateRepository {
  /**
   * A message was stored: in one statement the conversation's last activity moves up to it (a later send may
   * commit first), and its wait opens or ends as `step` says. Answers since when it waited, when this message ended
   * a wait (null otherwise). The caller holds the conversation's row lock from before the message was stored
   * (ConversationRepository.sendTarget), so the first-message check sees every message sent before this one.
   */
  async recordMessage(
    conversationId: string,
    message: { id: string; sentAt: Date },
    step: WaitStep,
    manager: EntityManager,
  ): Promise<Date | null> {
    if (step === 'open') {
      // Nothing of it is read back in the send, so it goes with the transaction's COMMIT.
      await PreparedStatements.queue(
        manager,
        `UPDATE conversation
            SET last_activity_at = GREATEST(last_activity_at, $3),
                awaiting_reply_since = CASE
                  WHEN awaiting_reply_since IS NULL AND NOT reply_counted
                   AND NOT EXISTS (SELECT 1 FROM message WHERE conversation_id = $1 AND id <> $2) THEN $3
                  ELSE awaiting_reply_since END
          WHERE id = $1`,
        [conversationId, message.id, message.sentAt],
      );
      return null;
    }
    // The subselect reads the wait as it was before this update; RETURNING would give the new value.
    const rows = await PreparedStatements.query<{ since: Date | null }>(
      manager,
      `UPDATE conversation c
          SET last_activity_at = GREATEST(c.last_activity_at, $2), awaiting_reply_since = NULL,
              reply_counted = c.reply_counted OR waiting.awaiting_reply_since IS NOT NULL
         FROM (SELECT id, awaiting_reply_since FROM conversation WHERE id = $1 FOR NO KEY UPDATE) waiting
        WHERE c.id = waiting.id
        RETURNING waiting.awaiting_reply_since AS since`,
      [conversationId, message.sentAt],
    );
    return rows[0]?.since ?? null;
  }

  /** Up to `limit` conversations that waited since before `overdueBefore`: counted unanswered, per creator. */
  async endOverdueWaits(overdueBefore: Date, limit: number, manager: EntityManager): Promise<Map<string, number>> {
    const [rows] = (await manager.query(
      `UPDATE conversation SET awaiting_reply_since = NULL, reply_counted = true
        WHERE id IN (SELECT id FROM conversation WHERE awaiting_reply_since < $1
                      ORDER BY awaiting_reply_since LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING creator_id`,
      [overdueBefore, limit],
    )) as [{ creator_id: string }[], number];
    const missed = new Map<string, number>();
    for (const { creator_id } of rows) missed.set(creator_id, (missed.get(creator_id) ?? 0) + 1);
    return missed;
  }

  /** Adds to her figures and answers them as they are now (the row lock orders concurrent additions). */
  async add(creatorId: string, answeredInTime: number, counted: number, manager: EntityManager): Promise<CreatorResponse> {
    const [row]: { answered_in_time: number; counted: number }[] = await manager.query(
      `INSERT INTO creator_response (creator_id, answered_in_time, counted) VALUES ($1, $2, $3)
       ON CONFLICT (creator_id) DO UPDATE SET answered_in_time = creator_response.answered_in_time + $2,
                                             counted = creator_response.counted + $3
       RETURNING answered_in_time, counted`,
      [creatorId, answeredInTime, counted],
    );
    return { creatorId, answeredInTime: row.answered_in_time, counted: row.counted };
  }
}
