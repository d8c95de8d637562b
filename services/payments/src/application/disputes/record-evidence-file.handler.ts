import { Injectable } from '@nestjs/common';
import type { EventHandler, ReceivedEvent, Transaction } from '@clipwerk/kit';
import type { ProjectEvents } from '@clipwerk/proto';
import { DisputeRepository } from '../../infrastructure/persistence/dispute.repository';

/** A deliverable file stored in projects: a statement about its project may cite it. */
@Injectable()
export class RecordEvidenceFileWhenDeliverableUploaded implements EventHandler<typeof ProjectEvents.DeliverableUploaded> {
  constructor(private readonly disputes: DisputeRepository) {}

  async handle({ payload }: ReceivedEvent<typeof ProjectEvents.DeliverableUploaded>, tx: Transaction): Promise<void> {
    await this.disputes.recordEvidenceFile(
      { fileId: payload.fileId, projectId: payload.projectId, ownerId: payload.creatorId },
      tx.manager,
    );
  }
}
