import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, errorMessage, useToasts } from '@clipwerk/shell/sdk';
import { Alert, Button, Card, TextArea, formatDate } from '@clipwerk/ui';
import { MESSAGES } from '../messages';
import type { ProjectBody, ProjectRatingsAnswer, RatingBody, RatingSavedAnswer } from '@clipwerk/contracts/projects';
import type { WorkspaceRole } from './workspaceView';

const ratingsKey = (projectId: string) => ['workspace', 'ratings', projectId] as const;
const RATING_TEXT_MAX = 1000;

function Stars({ stars }: { stars: number }) {
  return (
    <span className="ws-stars" role="img" aria-label={MESSAGES.starsLabel(stars)}>
      {'★'.repeat(stars)}
      <span aria-hidden="true" className="ws-stars__empty">
        {'★'.repeat(5 - stars)}
      </span>
    </span>
  );
}

function RatingQuote({ title, rating }: { title: string; rating: RatingBody }) {
  return (
    <figure className="ws-rating">
      <figcaption>
        <strong>{title}</strong> <Stars stars={rating.stars} />
      </figcaption>
      <blockquote>{rating.text}</blockquote>
    </figure>
  );
}

/** The form: five stars as one radio group, and a text, as the other party will read them. */
function RatingForm({ projectId, otherName }: { projectId: string; otherName: string }) {
  const queryClient = useQueryClient();
  const { notify } = useToasts();
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const rate = useMutation({
    mutationFn: () => api.post<RatingSavedAnswer>(`/projects/${projectId}/ratings`, { stars, text }),
    onSuccess: (answer) => {
      queryClient.setQueryData(ratingsKey(projectId), answer.ratings);
      notify(answer.message, { tone: 'success' });
    },
  });
  const errors: Record<string, string | undefined> =
    rate.error instanceof ApiError ? Object.fromEntries(rate.error.errors.map((e) => [e.field ?? '', e.message])) : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    rate.mutate();
  }

  return (
    <form className="cw-stack" onSubmit={submit} noValidate>
      <p>{MESSAGES.ratingLead(otherName)}</p>
      <fieldset className="ws-star-input">
        <legend>{MESSAGES.starsLegend}</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} className={value <= stars ? 'is-on' : undefined}>
            <input
              type="radio"
              name="stars"
              value={value}
              aria-label={MESSAGES.starsLabel(value)}
              checked={stars === value}
              onChange={() => setStars(value)}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </fieldset>
      {errors.stars && <Alert tone="danger">{errors.stars}</Alert>}
      <TextArea
        label={MESSAGES.ratingTextLabel}
        value={text}
        maxLength={RATING_TEXT_MAX}
        rows={4}
        error={errors.text}
        onChange={(event) => setText(event.target.value)}
      />
      {rate.error && !errors.stars && !errors.text && <Alert tone="danger">{errorMessage(rate.error)}</Alert>}
      <Button type="submit" loading={rate.isPending}>
        {MESSAGES.ratingSubmit}
      </Button>
    </form>
  );
}

/** After completion the parties rate each other; neither sees the other's rating before giving her own. */
export function RatingCard({ project, role }: { project: ProjectBody; role: WorkspaceRole }) {
  const ratings = useQuery({
    queryKey: ratingsKey(project.id),
    queryFn: async () => (await api.get<ProjectRatingsAnswer>(`/projects/${project.id}/ratings`)).ratings,
  });
  const otherName = role.isOwner
    ? project.selectedCreator?.name || MESSAGES.theCreator
    : project.owner?.companyName || project.companyId?.companyName || MESSAGES.theCompany;

  if (ratings.isPending) return null;
  if (ratings.isError) {
    return (
      <Card title={MESSAGES.ratingTitle} aria-label={MESSAGES.ratingTitle}>
        <Alert tone="warning">{MESSAGES.ratingsLoadFailed}</Alert>
      </Card>
    );
  }
  const { mine, theirs, canRate, windowEndsAt } = ratings.data;
  return (
    <Card title={MESSAGES.ratingTitle} aria-label={MESSAGES.ratingTitle}>
      {canRate ? (
        <RatingForm projectId={project.id} otherName={otherName} />
      ) : (
        <div className="cw-stack">
          {mine && <RatingQuote title={MESSAGES.yourRating} rating={mine} />}
          {theirs && <RatingQuote title={MESSAGES.theirRating(otherName)} rating={theirs} />}
          {mine && !theirs && windowEndsAt && (
            <p className="cw-muted cw-small">{MESSAGES.ratingHidden(otherName, formatDate(windowEndsAt))}</p>
          )}
          {!mine && <p className="cw-muted cw-small">{MESSAGES.ratingWindowClosed}</p>}
        </div>
      )}
    </Card>
  );
}
