// The create wizard's stepper and review list.
import { INDUSTRIES, formatDate, formatEuro, labelOf, parseMoney } from '@clipwerk/ui';
import { CONTENT_TYPES, CREATOR_TYPES, STEPS, descriptionWillBeReplaced, type WizardValues } from './wizardRules';

export function Stepper({ step }: { step: number }) {
  return (
    <ol className="mk-stepper" aria-label="Stappen">
      {STEPS.map((label, index) => (
        <li
          key={label}
          className={index === step ? 'is-current' : index < step ? 'is-done' : ''}
          aria-current={index === step ? 'step' : undefined}
        >
          <span className="mk-stepper__dot" aria-hidden="true">
            {index < step ? '✓' : index + 1}
          </span>
          <span className="mk-stepper__label">{label}</span>
        </li>
      ))}
    </ol>
  );
}

const joined = (items: string[]) =>
  items
    .map((item) => item.trim())
    .filter(Boolean)
    .join(' · ') || 'Geen';

/** Everything the assignment will say, as the creators will read it. */
export function ReviewList({ values }: { values: WizardValues }) {
  const price = values.productPrice.trim() ? parseMoney(values.productPrice).euros : null;
  return (
    <dl className="mk-deflist">
      <dt>Titel</dt>
      <dd>{values.title.trim()}</dd>
      <dt>Categorie</dt>
      <dd>{labelOf(INDUSTRIES, values.category)}</dd>
      <dt>Beschrijving</dt>
      <dd className="mk-prewrap">
        {values.description.trim()}
        {descriptionWillBeReplaced(values.description) && (
          <span className="cw-field__hint" style={{ display: 'block' }}>
            Korter dan 50 tekens: we tonen creators een standaardtekst dat er nog geen uitgebreide omschrijving is.
          </span>
        )}
      </dd>
      <dt>Locatie</dt>
      <dd>{values.location.trim() || 'Heel Nederland'}</dd>
      <dt>Wat je ontvangt</dt>
      <dd>{labelOf(CONTENT_TYPES, values.contentType)}</dd>
      <dt>Formaat</dt>
      <dd>{values.contentFormat.join(', ') || 'Geen voorkeur'}</dd>
      <dt>Contentvereisten</dt>
      <dd>{joined(values.contentRequirements)}</dd>
      <dt>Op te leveren</dt>
      <dd>{joined(values.deliverables.map((d) => d.title))}</dd>
      <dt>Product</dt>
      <dd>
        {values.productName.trim()
          ? [values.productName.trim(), price !== null ? formatEuro(price) : '', values.sendProduct ? 'wordt toegestuurd' : '']
              .filter(Boolean)
              .join(' · ')
          : 'Geen'}
      </dd>
      <dt>Te doen</dt>
      <dd>{joined(values.dos)}</dd>
      <dt>Niet doen</dt>
      <dd>{joined(values.donts)}</dd>
      <dt>Type creator</dt>
      <dd>{labelOf(CREATOR_TYPES, values.preferredCreatorType)}</dd>
      <dt>Budget</dt>
      <dd>{formatEuro(parseMoney(values.budget).euros)}</dd>
      <dt>Deadline</dt>
      <dd>{formatDate(values.deadline)}</dd>
    </dl>
  );
}
