import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api, useSession } from '@clipwerk/shell/sdk';
import {
  AVAILABILITY,
  Alert,
  Avatar,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Icon,
  NICHES,
  PageSpinner,
  buttonClass,
  formatFollowers,
  labelOf,
  audienceOf,
} from '@clipwerk/ui';
import { TEXTS } from '../shared/texts';
import type { CreatorProfileAnswer, SocialMediaBody } from '@clipwerk/contracts/identity';
import { baseRateText, creatorName, placeOf, ratingStars, responseRateText } from './creatorView';
import { PortfolioList } from './PortfolioList';
import { InlineFacts } from '../shared/InlineFacts';
import { useStartConversation } from '../shared/useStartConversation';
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
  const { user } = useSession();
  const chat = useStartConversation();
  const {
    data: creator,
    isLoading,
    error,
    refetch,
  } = useQuery({
    queryKey: ['marketplace', 'creator', id],
    queryFn: async () => (await api.get<CreatorProfileAnswer>(`/users/creators/${id}`)).data.creator,
    retry: false,
  });

  if (isLoading) return <PageSpinner />;
  if (error || !creator) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <div className="cw-container cw-page">
        {missing ? (
          <EmptyState
            icon={<Icon name="user" />}
            title={TEXTS.creatorNotFound}
            action={
              <Link className={buttonClass('primary')} to="/creators">
                Terug naar creators
              </Link>
            }
          />
        ) : (
          <ErrorState message="Het profiel kon niet worden geladen." onRetry={() => refetch()} />
        )}
      </div>
    );
  }

  const name = creatorName(creator);
  const rating = ratingStars(creator.stats.averageRating);
  const socials = PLATFORMS.flatMap(([key, label]) => {
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
              {rating.rated ? (
                <span className="mk-stars" role="img" aria-label={rating.label}>
                  {rating.stars}
                </span>
              ) : (
                <span className="cw-muted cw-small">{rating.label}</span>
              )}
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
          {socials.length > 0 && (
            <Card title="Social media">
              <ul className="mk-socials">
                {socials.map(({ key, label, account, audience }) => (
                  <li key={key}>
                    <strong>{label}</strong>{' '}
                    {account.url ? (
                      <a href={account.url} target="_blank" rel="noreferrer">
                        {account.username ? `@${account.username.replace(/^@/, '')}` : account.url}
                      </a>
                    ) : (
                      <span>@{account.username.replace(/^@/, '')}</span>
                    )}
                    {audience > 0 ? (
                      <span className="cw-muted">
                        {' '}
                        · {formatFollowers(audience)} {key === 'youtube' ? 'abonnees' : 'volgers'}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </Card>
          )}
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
          <Card title="Contact">
            <p className="cw-muted cw-small">{baseRateText(creator)}</p>
            {/* Companies start conversations with creators; a creator answers hers in the inbox. */}
            {user?.role !== 'creator' && (
              <Button block onClick={() => void chat.start(creator.id)} loading={chat.starting}>
                <Icon name="chat" size={18} /> Start gesprek
              </Button>
            )}
            {chat.failed && (
              <div style={{ marginTop: '0.75rem' }}>
                <Alert tone="danger">{TEXTS.chatStartFailed}</Alert>
              </div>
            )}
            <p className="cw-small" style={{ marginTop: '0.75rem', marginBottom: 0 }}>
              Beschikbaarheid: <strong>{labelOf(AVAILABILITY, creator.availability) || 'Onbekend'}</strong>
            </p>
          </Card>
          <Card title="Statistieken">
            <InlineFacts
              stack
              facts={[
                ['Voltooide opdrachten', creator.stats.completedProjects],
                [
                  'Beoordeling',
                  creator.stats.averageRating
                    ? creator.stats.averageRating.toLocaleString('nl-NL', { maximumFractionDigits: 1 })
                    : 'Nieuw',
                ],
                ['Reactiepercentage', responseRateText(creator)],
                ['Volgers', formatFollowers(creator.followersTotal)],
              ]}
            />
          </Card>
        </aside>
      </div>
    </div>
  );
}
