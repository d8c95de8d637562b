import { Link, useNavigate } from 'react-router-dom';
import { Button, Icon, buttonClass } from '@clipwerk/ui';
import { useSession } from './session';
import { userDisplay } from './types';

const ROLE_WORD = { creator: 'creator', bedrijf: 'bedrijf', support: 'support' } as const;

/**
 * The no-access screen of an assignment page: which assignment, when its title is one she may know (the public title
 * of an assignment the API showed her; never from a refusal), her role, and a way on. `reason` says who may open it.
 */
export function NoAccess({ assignment, reason }: { assignment?: { id: string; title: string } | null; reason: string }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const mine = user?.role === 'bedrijf' ? '/my-projects' : user?.role === 'creator' ? '/my-active-projects' : '/dashboard';
  return (
    <div className="cw-container cw-page">
      <section className="cw-state" aria-labelledby="cw-no-access-title">
        <div className="cw-state__icon" aria-hidden="true">
          <Icon name="search" />
        </div>
        <h1 id="cw-no-access-title" className="cw-state__title">
          {assignment ? `Geen toegang tot “${assignment.title}”` : 'Geen toegang tot deze opdracht'}
        </h1>
        <p className="cw-state__text">
          {assignment ? reason : `Deze opdracht bestaat niet (meer) of is niet voor jou zichtbaar. ${reason}`}
        </p>
        {user && (
          <p className="cw-state__text">
            Je bent ingelogd als {ROLE_WORD[user.role]} ({userDisplay(user).name}).
          </p>
        )}
        <div className="cw-state__action cw-row">
          <Button variant="secondary" onClick={() => navigate(-1)}>
            Terug
          </Button>
          {assignment && (
            <Link className={buttonClass('secondary')} to={`/projects/${assignment.id}`}>
              Bekijk de opdracht
            </Link>
          )}
          <Link className={buttonClass('primary')} to={mine}>
            {user?.role === 'support' ? 'Naar het dashboard' : 'Naar mijn opdrachten'}
          </Link>
        </div>
      </section>
    </div>
  );
}
