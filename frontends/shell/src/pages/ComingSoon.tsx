import { Link } from 'react-router-dom';
import { Icon, buttonClass } from '@clipwerk/ui';
import { useSession } from '@clipwerk/shell/sdk';

/** Placeholder for screens that later work delivers. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  const { isAuthenticated } = useSession();
  return (
    <div className="cw-container cw-page">
      <div className="cw-coming-soon">
        <div className="cw-coming-soon__icon">
          <Icon name="sparkle" size={32} />
        </div>
        <span className="cw-eyebrow">Binnenkort beschikbaar</span>
        <h1>{title}</h1>
        <p className="cw-page__lead">{description}</p>
        <p className="cw-muted">We bouwen hard aan dit onderdeel van Clipwerk. Kom snel terug!</p>
        <div className="cw-row" style={{ justifyContent: 'center', marginTop: '1.5rem' }}>
          <Link to={isAuthenticated ? '/dashboard' : '/'} className={buttonClass('primary')}>
            {isAuthenticated ? 'Naar je dashboard' : 'Naar de homepage'}
          </Link>
        </div>
      </div>
    </div>
  );
}
