import { Module } from '@nestjs/common';
import { eventLogPurgeSchedule, serviceKit } from '@clipwerk/kit';
import { AcceptProposalService } from './application/accept-proposal/accept-proposal.service';
import { ListMyProposalsService } from './application/list-my-proposals/list-my-proposals.service';
import { ListProjectProposalsService } from './application/list-project-proposals/list-project-proposals.service';
import { RejectProposalService } from './application/reject-proposal/reject-proposal.service';
import { SubmitProposalService } from './application/submit-proposal/submit-proposal.service';
import { PROPOSALS_ENTITIES, PROPOSALS_MIGRATIONS } from './infrastructure/persistence';
import { ProposalRepository } from './infrastructure/persistence/proposal.repository';
import { ProjectionsRepository } from './infrastructure/persistence/projections.repository';
import { PROPOSALS_SUBSCRIPTIONS } from './interface/events/subscriptions';
import { ProposalsController } from './interface/http/proposals.controller';

/**
 * The proposals context: creators' offers on open projects, their state machine, and the project
 * and creator projections fed by the projects and identity contexts. It has no environment of its own beyond
 * the platform's.
 */
@Module({
  controllers: [ProposalsController],
  providers: [
    ...serviceKit({
      name: 'proposals',
      entities: PROPOSALS_ENTITIES,
      migrations: PROPOSALS_MIGRATIONS,
      subscriptions: PROPOSALS_SUBSCRIPTIONS,
    }),
    // infrastructure
    ProposalRepository,
    ProjectionsRepository,
    // use cases
    SubmitProposalService,
    ListProjectProposalsService,
    ListMyProposalsService,
    AcceptProposalService,
    RejectProposalService,
    // event handlers
    // Proposals go with their project (ProjectPurged); the event tables are kept a year.
    eventLogPurgeSchedule('proposals.retention'),
  ],
})
export class ProposalsModule {}
