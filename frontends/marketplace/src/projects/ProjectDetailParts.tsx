import { Link } from 'react-router-dom';
import { ApiError } from '@clipwerk/shell/sdk';
import { Card, EmptyState, ErrorState, Icon, buttonClass } from '@clipwerk/ui';
import type { ProjectDetailAnswer } from '@clipwerk/contracts/projects';
import { TEXTS } from '../shared/texts';

type Project = ProjectDetailAnswer['project'];

export function InterestedCreators({ project }: { project: Project }) {
  const creators = project.interestedCreators ?? [];
  if (creators.length === 0) return null;
  const others = project.otherInterestedCount ?? 0;
  return (
    <Card title="Geïnteresseerde creators">
      <ul className="mk-interested">
        {creators.map((creator) => (
          <li key={creator.id}>
            <strong>{creator.name}</strong>
            {creator.city ? <span className="cw-muted"> · {creator.city}</span> : null}
          </li>
        ))}
      </ul>
      {others > 0 && (
        <p className="cw-muted cw-small">
          en {others} {others === 1 ? 'andere' : 'anderen'}
        </p>
      )}
    </Card>
  );
}

/** What the assignment asks beyond its description: content requirements, deliverables and further details. */
export function ProjectSections({ project }: { project: Project }) {
  const deliverables = project.deliverables;
  return (
    <>
      {(project.contentRequirements?.length ?? 0) > 0 && (
        <Card title="Contentvereisten">
          <ul className="mk-checklist">
            {project.contentRequirements!.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Card>
      )}
      {deliverables.length > 0 && (
        <Card title="Wat lever je op">
          <ul className="mk-checklist">
            {deliverables.map((item) => (
              <li key={item.title}>
                <strong>{item.title}</strong>
                {item.description ? <span className="cw-muted"> · {item.description}</span> : null}
              </li>
            ))}
          </ul>
        </Card>
      )}
      {(project.targetAudience || project.specialRequirements || (project.contentFormat?.length ?? 0) > 0) && (
        <Card title="Meer details">
          <dl className="mk-deflist">
            {(project.contentFormat?.length ?? 0) > 0 && (
              <>
                <dt>Formaat</dt>
                <dd>{project.contentFormat!.join(', ')}</dd>
              </>
            )}
            {project.targetAudience && (
              <>
                <dt>Doelgroep</dt>
                <dd>{project.targetAudience}</dd>
              </>
            )}
            {project.specialRequirements && (
              <>
                <dt>Speciale wensen</dt>
                <dd>{project.specialRequirements}</dd>
              </>
            )}
          </dl>
        </Card>
      )}
    </>
  );
}

/** The page when the assignment could not be shown: gone or private, or the request failed. */
export function ProjectUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 403);
  return (
    <div className="cw-container cw-page">
      {missing ? (
        <EmptyState
          icon={<Icon name="search" />}
          title={TEXTS.projectNotFound}
          description="Deze opdracht bestaat niet (meer) of is niet openbaar."
          action={
            <Link className={buttonClass('primary')} to="/projects">
              Bekijk alle opdrachten
            </Link>
          }
        />
      ) : (
        <ErrorState message="Er is een fout opgetreden bij het ophalen van de opdracht" onRetry={onRetry} />
      )}
    </div>
  );
}
