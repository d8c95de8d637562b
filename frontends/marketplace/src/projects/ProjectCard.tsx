import { Link } from 'react-router-dom';
import { Badge, buttonClass, formatCount, idOf, companyNameOf, proposalCountOf } from '@clipwerk/ui';
import type { ProjectCardBody } from '@clipwerk/contracts/projects';
import { budgetLabel, categoryLabel, deadlineLabel, postedOn, ratingLabel, viewsOf } from '../shared/display';

export const REQUIREMENTS_SHOWN = 3;

export interface FavoriteMark {
  marked: boolean;
  busy: boolean;
  onToggle: () => void;
}

/** The creator's heart on a card: pressed while the assignment is one of her favourites. */
function FavoriteButton({ title, marked, busy, onToggle }: FavoriteMark & { title: string }) {
  return (
    <button
      type="button"
      className="mk-favorite"
      aria-pressed={marked}
      disabled={busy}
      onClick={onToggle}
      title={marked ? 'Uit je favorieten halen' : 'Bewaren als favoriet'}
    >
      <span aria-hidden="true">{marked ? '♥' : '♡'}</span>
      <span className="cw-visually-hidden">Favoriet: {title}</span>
    </button>
  );
}

/** First three content requirements plus '+N meer'. */
export function requirementsPreview(list: readonly string[] = []): { shown: string[]; more: string | null } {
  const extra = list.length - REQUIREMENTS_SHOWN;
  return { shown: list.slice(0, REQUIREMENTS_SHOWN), more: extra > 0 ? `+${extra} meer` : null };
}

/** A project on the list; `favorite` is the creator's own mark (none for other visitors). */
export function ProjectCard({ project, favorite }: { project: ProjectCardBody; favorite?: FavoriteMark }) {
  const { shown, more } = requirementsPreview(project.contentRequirements);
  const id = idOf(project);
  const deadline = deadlineLabel(project.deadline);
  return (
    <article className="cw-card mk-project-card">
      <div className="mk-project-card__top">
        <Badge tone="brand">{categoryLabel(project.category)}</Badge>
        <span className={`mk-deadline${deadline === 'Verlopen' ? ' mk-deadline--past' : ''}`}>
          <span className="cw-visually-hidden">Deadline: </span>
          {deadline}
        </span>
        {favorite && <FavoriteButton title={project.title} {...favorite} />}
      </div>
      <h2 className="mk-project-card__title">
        <Link to={`/projects/${id}`}>{project.title}</Link>
      </h2>
      <p className="mk-project-card__company">
        {companyNameOf(project)} <span className="mk-rating">★ {ratingLabel(project.companyId?.averageRating)}</span>
      </p>
      <p className="mk-clamp">{project.description}</p>
      {shown.length > 0 && (
        <ul className="mk-tags" aria-label="Contentvereisten">
          {shown.map((item) => (
            <li key={item}>{item}</li>
          ))}
          {more && <li className="mk-tags__more">{more}</li>}
        </ul>
      )}
      <dl className="mk-project-card__facts">
        <div>
          <dt>Budget</dt>
          <dd className="mk-money">{budgetLabel(project.budget)}</dd>
        </div>
        <div>
          <dt>Locatie</dt>
          <dd>{project.location || 'Heel Nederland'}</dd>
        </div>
      </dl>
      <p className="mk-project-card__meta cw-small cw-muted">
        <span>{formatCount(viewsOf(project), 'weergave', 'weergaven')}</span>
        <span>{formatCount(proposalCountOf(project), 'voorstel', 'voorstellen')}</span>
        <span>{formatCount(project.favorites ?? 0, 'favoriet', 'favorieten')}</span>
        <span>Geplaatst {postedOn(project)}</span>
      </p>
      <Link className={buttonClass('primary', 'md', true)} to={`/projects/${id}`}>
        Bekijk details<span className="cw-visually-hidden"> van {project.title}</span>
      </Link>
    </article>
  );
}
