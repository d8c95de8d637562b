import { Link } from 'react-router-dom';
import { ApiError, useSession } from '@clipwerk/shell/sdk';
import {
  AVAILABILITY,
  Alert,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Icon,
  buttonClass,
  formatFollowers,
  labelOf,
} from '@clipwerk/ui';
import type { CreatorProfileBody, SocialMediaBody } from '@clipwerk/contracts/identity';
import { TEXTS } from '../shared/texts';
import { InlineFacts } from '../shared/InlineFacts';
import { useStartConversation } from '../shared/useStartConversation';
import { baseRateText, responseRateText } from './creatorView';

export interface Social {
  key: keyof SocialMediaBody;
  label: string;
  account: NonNullable<SocialMediaBody[keyof SocialMediaBody]>;
  audience: number;
}

/** The page when the profile could not be shown: no such creator, or the request failed. */
export function CreatorUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
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
        <ErrorState message="Het profiel kon niet worden geladen." onRetry={onRetry} />
      )}
    </div>
  );
}

export function SocialLinks({ socials }: { socials: Social[] }) {
  if (socials.length === 0) return null;
  return (
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
  );
}

/** The creator's rate and availability, and for anyone but a creator a way to start a conversation with her. */
export function ContactCard({ creator }: { creator: CreatorProfileBody }) {
  const { user } = useSession();
  const chat = useStartConversation();
  return (
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
  );
}

export function StatsCard({ creator }: { creator: CreatorProfileBody }) {
  return (
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
  );
}
