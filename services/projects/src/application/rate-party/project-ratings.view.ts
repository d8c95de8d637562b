import { ratingRefusal, ratingVisible, ratingWindowEndsAt } from '../../domain/ratings';
import type { ProjectEntity } from '../../infrastructure/persistence/project.entity';
import type { RatingEntity } from '../../infrastructure/persistence/rating.entity';

export interface RatingView {
  stars: number;
  text: string;
  createdAt: string;
  publishedAt: string | null;
}

/** What one party sees of a project's ratings: her own, the other's only once published, and whether she may rate. */
export interface ProjectRatingsView {
  mine: RatingView | null;
  theirs: RatingView | null;
  canRate: boolean;
  /** When the window to rate closes and every rating given is shown; null before completion. */
  windowEndsAt: string | null;
}

const asView = (rating: RatingEntity): RatingView => ({
  stars: rating.stars,
  text: rating.text,
  createdAt: rating.createdAt.toISOString(),
  publishedAt: rating.publishedAt ? rating.publishedAt.toISOString() : null,
});

export function projectRatingsView(
  project: Pick<ProjectEntity, 'completedAt'>,
  ratings: readonly RatingEntity[],
  viewerId: string,
  now: Date,
): ProjectRatingsView {
  const mine = ratings.find((rating) => rating.authorId === viewerId) ?? null;
  // Published, or the window closed and the publishing job has not come by yet.
  const theirs =
    ratings.find(
      (rating) =>
        rating.authorId !== viewerId && (rating.publishedAt !== null || ratingVisible(false, rating.projectCompletedAt, now)),
    ) ?? null;
  return {
    mine: mine && asView(mine),
    theirs: theirs && asView(theirs),
    canRate: ratingRefusal(project.completedAt, mine !== null, now) === null,
    windowEndsAt: project.completedAt ? ratingWindowEndsAt(project.completedAt).toISOString() : null,
  };
}
