import { Injectable } from '@nestjs/common';
import type { Transaction } from '@clipwerk/kit';
import { ProjectEvents } from '@clipwerk/proto';
import { averageStars } from '../../domain/ratings';
import type { RatingEntity } from '../../infrastructure/persistence/rating.entity';
import { RatingRepository } from '../../infrastructure/persistence/rating.repository';

/**
 * Announces ratings that just became visible, each with its subject's figures over every visible rating, so
 * profiles and cards show what projects computed.
 */
@Injectable()
export class RatingPublisher {
  constructor(private readonly ratings: RatingRepository) {}

  async announce(tx: Transaction, published: readonly RatingEntity[]): Promise<void> {
    for (const rating of published) {
      const figures = await this.ratings.subjectFigures(rating.subjectId, tx.manager);
      const average = averageStars(figures.totalStars, figures.count);
      // A rated company shows its figures on its project cards; for a creator this changes no row.
      await this.ratings.keepCompanyFigures(rating.subjectId, figures.count, average, tx.manager);
      await tx.publish(
        ProjectEvents.RatingPublished,
        // Keyed by subject: her figures arrive in the order they were computed.
        rating.subjectId,
        {
          ratingId: rating.id,
          projectId: rating.projectId,
          authorId: rating.authorId,
          subjectId: rating.subjectId,
          stars: rating.stars,
          subjectRatingCount: figures.count,
          subjectAverageRating: average ?? 0,
          publishedAt: (rating.publishedAt ?? new Date()).toISOString(),
        },
      );
    }
  }
}
