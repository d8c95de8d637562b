import { Link } from 'react-router-dom';
import { Avatar, NICHES, buttonClass, formatFollowers, labelOf } from '@clipwerk/ui';
import type { CreatorCardBody } from '@clipwerk/contracts/identity';
import { RatingStars } from './RatingStars';
import { InlineFacts } from '../shared/InlineFacts';
import { baseRateText, creatorName, nichesPreview, placeOf } from './creatorView';

export function CreatorCard({ creator }: { creator: CreatorCardBody }) {
  const name = creatorName(creator);
  const { shown, more } = nichesPreview(creator.niches);
  return (
    <article className="cw-card cw-card--padded mk-creator-card">
      <div className="mk-creator-card__head">
        <Avatar src={creator.profilePictureUrl} name={name} size={56} />
        <div>
          <h2 className="mk-project-card__title">{name}</h2>
          <p className="cw-muted cw-small" style={{ margin: 0 }}>
            {placeOf(creator)}
          </p>
          <RatingStars rating={creator.stats.averageRating} />
        </div>
      </div>
      {creator.bio && <p className="mk-clamp cw-small">{creator.bio}</p>}
      {shown.length > 0 && (
        <ul className="mk-tags" aria-label="Niches">
          {shown.map((niche) => (
            <li key={niche}>{labelOf(NICHES, niche)}</li>
          ))}
          {more && <li className="mk-tags__more">{more}</li>}
        </ul>
      )}
      <InlineFacts
        facts={[
          ['Volgers', formatFollowers(creator.followersTotal)],
          ['Voltooid', creator.stats.completedProjects],
          ['Tarief', baseRateText(creator)],
        ]}
      />
      <Link className={buttonClass('secondary', 'md', true)} to={`/creators/${creator.id}`}>
        Bekijk profiel<span className="cw-visually-hidden"> van {name}</span>
      </Link>
    </article>
  );
}
