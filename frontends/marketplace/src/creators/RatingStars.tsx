import { ratingStars } from './creatorView';

/** A creator's average rating as stars (read out as a sentence), or a note that nobody rated her yet. */
export function RatingStars({ rating }: { rating: number | null }) {
  const { rated, stars, label } = ratingStars(rating);
  return rated ? (
    <span className="mk-stars" role="img" aria-label={label}>
      {stars}
    </span>
  ) : (
    <span className="cw-muted cw-small">{label}</span>
  );
}
