import { Injectable } from '@nestjs/common';
import { AppError, UnitOfWork } from '@clipwerk/kit';
import { ErrorCodes, Messages } from '../../domain/messages';
import { RATING_WINDOW_DAYS, ratingErrors, ratingRefusal, type RatingInput } from '../../domain/ratings';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';
import { RatingRepository } from '../../infrastructure/persistence/rating.repository';
import { isParty } from '../../domain/access';
import { DeliveryFlow } from '../shared/delivery-flow';
import { projectNotFound } from '../shared/project-errors';
import { type ProjectRatingsView, projectRatingsView } from './project-ratings.view';
import { RatingPublisher } from './rating-publisher';

const REFUSALS = {
  notYet: () => new AppError(ErrorCodes.ratingNotYet, Messages.ratingNotYet, 409),
  windowClosed: () => new AppError(ErrorCodes.ratingWindowClosed, Messages.ratingWindowClosed(RATING_WINDOW_DAYS), 409),
  alreadyGiven: () => new AppError(ErrorCodes.ratingAlreadyGiven, Messages.ratingAlreadyGiven, 409),
} as const;

/**
 * The two parties of a completed project rate each other once, within the window. The second rating publishes
 * both at once; until then neither sees the other's.
 */
@Injectable()
export class RatePartyService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly flow: DeliveryFlow,
    private readonly projects: ProjectRepository,
    private readonly ratings: RatingRepository,
    private readonly publisher: RatingPublisher,
  ) {}

  async rate(userId: string | undefined, projectId: string, input: RatingInput, now = new Date()): Promise<ProjectRatingsView> {
    return this.uow.run(async (tx) => {
      // The project's lock orders the two parties' ratings: the second one sees the first.
      const project = await this.flow.lockForParty(tx, projectId, userId);
      const author = userId as string;
      const existing = await this.ratings.forProject(project.id, tx.manager);
      const refusal = ratingRefusal(
        project.completedAt,
        existing.some((rating) => rating.authorId === author),
        now,
      );
      if (refusal) throw REFUSALS[refusal]();
      const errors = ratingErrors(input);
      if (errors.length > 0) throw AppError.validation(errors);

      const subjectId = author === project.ownerId ? (project.selectedCreatorId as string) : project.ownerId;
      const rating = await this.ratings.insert(
        {
          projectId: project.id,
          authorId: author,
          subjectId,
          stars: input.stars as number,
          text: (input.text as string).trim(),
          projectCompletedAt: project.completedAt as Date,
        },
        tx.manager,
      );
      let ratings = [...existing, rating];
      if (ratings.length === 2) {
        await this.publisher.announce(tx, await this.ratings.publishProject(project.id, now, tx.manager));
        ratings = await this.ratings.forProject(project.id, tx.manager);
      }
      return projectRatingsView(project, ratings, author, now);
    });
  }

  async view(userId: string | undefined, projectId: string, now = new Date()): Promise<ProjectRatingsView> {
    const project = await this.projects.findById(projectId);
    if (!project || !isParty(project, userId)) throw projectNotFound();
    return projectRatingsView(project, await this.ratings.forProject(project.id), userId as string, now);
  }
}
