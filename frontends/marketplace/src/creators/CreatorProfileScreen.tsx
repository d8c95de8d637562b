import { Link, useParams } from 'react-router-dom';
import { Avatar, Card, NICHES, PageSpinner, labelOf, audienceOf } from '@clipwerk/ui';
import type { SocialMediaBody } from '@clipwerk/contracts/identity';
import { creatorName, placeOf } from './creatorView';
import { RatingStars } from './RatingStars';
import { PortfolioList } from './PortfolioList';
import { useCreatorProfile } from './useCreatorProfile';
import { ContactCard, CreatorUnavailable, type Social, SocialLinks, StatsCard } from './CreatorProfileParts';
import '../styles.css';

const PLATFORMS: Array<[keyof SocialMediaBody, string]> = [
  ['instagram', 'Instagram'],
  ['tiktok', 'TikTok'],
  ['youtube', 'YouTube'],
  ['twitter', 'X (Twitter)'],
  ['website', 'Website'],
];

export default function CreatorProfileScreen() {
  const { id = '' } = useParams();
  const { data: creator, isLoading, error, refetch } = useCreatorProfile(id);

  if (isLoading) return <PageSpinner />;
  if (error || !creator) return <CreatorUnavailable error={error} onRetry={() => refetch()} />;

  const name = creatorName(creator);
  const socials = PLATFORMS.flatMap(([key, label]): Social[] => {
    const account = creator.socialMedia[key];
    return account && (account.url || account.username) ? [{ key, label, account, audience: audienceOf(account) }] : [];
  });
  const portfolio = creator.portfolio;

  return (
    <div className="cw-container cw-page">
      <nav aria-label="Kruimelpad" className="mk-crumbs">
        <Link to="/creators">Creators</Link> <span aria-hidden="true">/</span> <span>{name}</span>
      </nav>
      <div className="mk-detail">
        <div className="mk-detail__main">
          <header className="mk-profile-head">
            <Avatar src={creator.profilePictureUrl} name={name} size={96} />
            <div>
              <h1>{name}</h1>
              <p className="cw-muted" style={{ margin: 0 }}>
                {placeOf(creator)}
              </p>
              <RatingStars rating={creator.stats.averageRating} />
            </div>
          </header>
          {creator.niches.length > 0 && (
            <ul className="mk-tags" aria-label="Niches">
              {creator.niches.map((niche) => (
                <li key={niche}>{labelOf(NICHES, niche)}</li>
              ))}
            </ul>
          )}
          <Card title="Over mij">
            <p className="mk-prewrap" style={{ margin: 0 }}>
              {creator.bio || 'Deze creator heeft nog geen bio geschreven.'}
            </p>
          </Card>
          <SocialLinks socials={socials} />
          <Card title="Portfolio">
            {portfolio.length === 0 ? (
              <p className="cw-muted" style={{ margin: 0 }}>
                Nog geen video’s in het portfolio.
              </p>
            ) : (
              <PortfolioList items={portfolio} />
            )}
          </Card>
        </div>
        <aside className="mk-detail__side">
          <ContactCard creator={creator} />
          <StatsCard creator={creator} />
        </aside>
      </div>
    </div>
  );
}
