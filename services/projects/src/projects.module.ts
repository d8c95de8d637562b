import { RetentionController } from './interface/http/retention.controller';
import { ProjectTermsController } from './interface/http/terms.controller';
import { DemoProjectsSeeder } from './infrastructure/demo/seed-demo-projects';
import { type DynamicModule, Module } from '@nestjs/common';
import { retentionPurgeSchedule, serviceKit } from '@clipwerk/kit';
import { CreateProjectService } from './application/create-project/create-project.service';
import { DeleteProjectService } from './application/delete-project/delete-project.service';
import { GetProjectService } from './application/get-project/get-project.service';
import { RecordViewService } from './application/record-view/record-view.service';
import { ListMyActiveProjectsService } from './application/list-my-active-projects/list-my-active-projects.service';
import { ListMyProjectsService } from './application/list-my-projects/list-my-projects.service';
import { ListProjectsService } from './application/list-projects/list-projects.service';
import { UpdateProjectService } from './application/update-project/update-project.service';
import { PROJECTS_CONFIG, type ProjectsConfig, readProjectsConfig } from './config';
import { PROJECTS_ENTITIES, PROJECTS_MIGRATIONS } from './infrastructure/persistence';
import { ProjectRepository } from './infrastructure/persistence/project.repository';
import { PartiesRepository } from './infrastructure/persistence/projections.repository';
import { PROJECTS_SUBSCRIPTIONS } from './interface/events/subscriptions';
import { ProjectsController } from './interface/http/projects.controller';
import { AttachDeliverableFile } from './application/attach-deliverable-file/attach-deliverable-file.service';
import { ListDeliverablesService } from './application/list-deliverables/list-deliverables.service';
import { MoveProjectService } from './application/move-project/move-project.service';
import { ProjectReaders } from './application/shared/project-readers';
import { OpenDeliverableFileService } from './application/open-deliverable-file/open-deliverable-file.service';
import { ReviewDeliverableService } from './application/review-deliverable/review-deliverable.service';
import { DeliveryFlow } from './application/shared/delivery-flow';
import { DeliverableRepository } from './infrastructure/persistence/deliverable.repository';
import { DeliverablesController } from './interface/http/deliverables.controller';
import { DeliveryController } from './interface/http/delivery.controller';
import { ResumableDeliverableUploads } from './interface/http/resumable-deliverable-uploads';
import { PosterBody } from './interface/http/poster-body';
import { SetDeliverablePoster } from './application/set-deliverable-poster/set-deliverable-poster.service';
import { PublishDueRatingsJob } from './application/publish-ratings/publish-due-ratings.job';
import { PurgeRetentionService } from './application/purge-retention/purge-retention.service';
import { PublishDueRatingsService } from './application/publish-ratings/publish-due-ratings.service';
import { RatePartyService } from './application/rate-party/rate-party.service';
import { RatingPublisher } from './application/rate-party/rating-publisher';
import { RetentionRepository } from './infrastructure/persistence/retention.repository';
import { RatingRepository } from './infrastructure/persistence/rating.repository';
import { RatingsController } from './interface/http/ratings.controller';
import { DeliverableCommentsService } from './application/comment-on-deliverable/deliverable-comments.service';
import { DeliverableCommentRepository } from './infrastructure/persistence/deliverable-comment.repository';
import { DeliverableCommentsController } from './interface/http/deliverable-comments.controller';
import { CLOCK, type Clock, systemClock } from './application/ports/clock';
import { FavoriteProjectService } from './application/favorite-project/favorite-project.service';
import { CancelAssignmentService } from './application/cancel-assignment/cancel-assignment.service';
import { EnforceReviewWindowJob } from './application/deadlines/enforce-review-window.job';
import { EnforceReviewWindowService } from './application/deadlines/enforce-review-window.service';
import { DeadlineRepository } from './infrastructure/persistence/deadline.repository';

/**
 * The projects context: assignments, their state machine, the flow after hiring with its deliverables, the
 * parties' ratings of each other, the public list and detail, and the company and creator projections fed by identity. Import it as is (configuration from the environment) or
 * through `forRoot(config)`.
 */
@Module({
  controllers: [
    RetentionController,
    ProjectTermsController,
    ProjectsController,
    DeliveryController,
    DeliverablesController,
    DeliverableCommentsController,
    RatingsController,
  ],
  providers: [
    ...serviceKit({
      name: 'projects',
      entities: PROJECTS_ENTITIES,
      migrations: PROJECTS_MIGRATIONS,
      subscriptions: PROJECTS_SUBSCRIPTIONS,
    }),
    { provide: PROJECTS_CONFIG, useFactory: () => readProjectsConfig() },
    { provide: CLOCK, useValue: systemClock },
    // infrastructure
    ProjectRepository,
    PartiesRepository,
    DeliverableRepository,
    DeliverableCommentRepository,
    RatingRepository,
    RetentionRepository,
    DeadlineRepository,
    DemoProjectsSeeder,
    // use cases
    CreateProjectService,
    UpdateProjectService,
    DeleteProjectService,
    ListProjectsService,
    GetProjectService,
    RecordViewService,
    FavoriteProjectService,
    ListMyProjectsService,
    ListMyActiveProjectsService,
    DeliveryFlow,
    MoveProjectService,
    AttachDeliverableFile,
    ReviewDeliverableService,
    DeliverableCommentsService,
    ListDeliverablesService,
    OpenDeliverableFileService,
    ProjectReaders,
    SetDeliverablePoster,
    RatingPublisher,
    RatePartyService,
    PublishDueRatingsService,
    PublishDueRatingsJob,
    CancelAssignmentService,
    EnforceReviewWindowService,
    EnforceReviewWindowJob,
    PurgeRetentionService,
    retentionPurgeSchedule('projects.retention', PurgeRetentionService),
    // Poster frames arrive as raw image bodies
    PosterBody,
    // Resumable uploads of large deliverables, mounted on the app that hosts this module
    ResumableDeliverableUploads,
    // event handlers
  ],
})
export class ProjectsModule {
  /**
   * Explicit configuration instead of the environment (tests, or a host that read it already); tests may also hand
   * in a clock they move.
   */
  static forRoot(config: ProjectsConfig = readProjectsConfig(), overrides: { clock?: Clock } = {}): DynamicModule {
    return {
      module: ProjectsModule,
      providers: [
        { provide: PROJECTS_CONFIG, useValue: config },
        ...(overrides.clock ? [{ provide: CLOCK, useValue: overrides.clock }] : []),
      ],
    };
  }
}
