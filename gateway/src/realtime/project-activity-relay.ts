import { ProjectEvents } from '@clipwerk/proto';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EventLogRelay, FRESH_MS } from './event-log-relay';
import { RealtimeGateway } from './realtime.gateway';

/**
 * Tells a project's room that a comment on one of its deliverables was posted, resolved or reopened, so the other
 * party's open review reads the comments again. Only what changed travels, never the text.
 */
@Injectable()
export class ProjectActivityRelay implements OnApplicationBootstrap {
  constructor(
    private readonly events: EventLogRelay,
    private readonly realtime: RealtimeGateway,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.events.relay('gateway-realtime-projects', ProjectEvents.DeliverableCommentChanged, (change, occurredAt) => {
      if (Date.now() - occurredAt.getTime() > FRESH_MS) return;
      const { projectId, deliverableId, commentId, actorId } = change;
      this.realtime.notifyProject(projectId, 'deliverable-comment', {
        projectId,
        deliverableId,
        commentId,
        change: change.change,
        actorId,
      });
    });
  }
}
