// The project form's fields, shared by the create wizard (one group per step) and the edit screen (all groups),
// so both ask the same things in the same words. A field the contract fixed is shown read-only.
import { Button, Checkbox, INDUSTRIES, MoneyField, Select, TextArea, TextField } from '@clipwerk/ui';
import { TEXTS } from '../shared/texts';
import { CONTENT_FORMATS, CONTENT_TYPES, CREATOR_TYPES, isoDay, type WizardErrors, type WizardValues } from './wizardRules';

export interface ProjectFieldsProps {
  values: WizardValues;
  errors: WizardErrors;
  set: <K extends keyof WizardValues>(name: K, value: WizardValues[K]) => void;
  /** Fields that can no longer change (named as the API names them). */
  fixed?: ReadonlySet<string>;
  testAccount?: boolean;
}

type TextName =
  | 'title'
  | 'category'
  | 'description'
  | 'location'
  | 'contentType'
  | 'productName'
  | 'productPrice'
  | 'preferredCreatorType'
  | 'targetAudience'
  | 'specialRequirements'
  | 'budget'
  | 'deadline';

function fieldProps({ values, errors, set, fixed }: ProjectFieldsProps, name: TextName) {
  const locked = fixed?.has(name) ?? false;
  return {
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    readOnly: locked,
    ...(locked ? { hint: TEXTS.fixedByContract } : {}),
  };
}

/** A select cannot be read-only: a fixed one is disabled, with the hint saying why. */
function selectProps(props: ProjectFieldsProps, name: 'category' | 'contentType' | 'preferredCreatorType') {
  const { readOnly, ...rest } = fieldProps(props, name);
  return { ...rest, disabled: readOnly };
}

function ListEditor({
  label,
  items,
  onChange,
  placeholder,
  addLabel,
  locked,
}: {
  label: string;
  items: string[];
  onChange: (items: string[]) => void;
  placeholder: string;
  addLabel: string;
  locked: boolean;
}) {
  return (
    <fieldset className="mk-list-editor" disabled={locked}>
      <legend>{label}</legend>
      {items.map((item, index) => (
        <div className="mk-list-editor__row" key={index}>
          <input
            className="cw-input"
            aria-label={`${label} ${index + 1}`}
            placeholder={placeholder}
            value={item}
            onChange={(event) => onChange(items.map((current, i) => (i === index ? event.target.value : current)))}
          />
          {items.length > 1 && !locked && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`${label} ${index + 1} verwijderen`}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
            >
              Verwijderen
            </Button>
          )}
        </div>
      ))}
      {locked ? (
        <p className="cw-field__hint">{TEXTS.fixedByContract}</p>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => onChange([...items, ''])}>
          {addLabel}
        </Button>
      )}
    </fieldset>
  );
}

/** Step 1: title, category, description, location. */
export function BasicFields(props: ProjectFieldsProps) {
  return (
    <div className="cw-form">
      <TextField
        label="Titel"
        required
        maxLength={120}
        placeholder="Bijvoorbeeld: Unboxing-video van onze nieuwe koffiebonen"
        hint="5 tot 100 karakters."
        {...fieldProps(props, 'title')}
      />
      <Select
        label="Categorie"
        required
        placeholder="Kies een categorie"
        options={INDUSTRIES}
        {...selectProps(props, 'category')}
      />
      <TextArea
        label="Beschrijving"
        required
        rows={6}
        placeholder="Vertel over je product, wat je wilt laten zien en welke sfeer je zoekt."
        hint="Tip: schrijf minimaal 50 tekens, dan weten creators precies wat je zoekt."
        {...fieldProps(props, 'description')}
      />
      <TextField
        label="Locatie (optioneel)"
        placeholder="Bijvoorbeeld: Amsterdam of 'heel Nederland'"
        {...fieldProps(props, 'location')}
      />
    </div>
  );
}

/** Step 2: formats, content requirements, deliverables, creator type, audience, wishes. */
export function ContentFields(props: ProjectFieldsProps) {
  const { values, set, fixed } = props;
  const locked = (name: string) => fixed?.has(name) ?? false;
  const toggleFormat = (format: string) =>
    set(
      'contentFormat',
      values.contentFormat.includes(format)
        ? values.contentFormat.filter((f) => f !== format)
        : [...values.contentFormat, format],
    );
  const setDeliverable = (index: number, change: Partial<WizardValues['deliverables'][number]>) =>
    set(
      'deliverables',
      values.deliverables.map((d, i) => (i === index ? { ...d, ...change } : d)),
    );
  return (
    <div className="cw-form">
      <Select label="Wat wil je ontvangen?" required options={CONTENT_TYPES} {...selectProps(props, 'contentType')} />
      <fieldset className="cw-chips" disabled={locked('contentFormat')}>
        <legend>Formaat</legend>
        {CONTENT_FORMATS.map((format) => (
          <label className="cw-chip" key={format}>
            <input type="checkbox" checked={values.contentFormat.includes(format)} onChange={() => toggleFormat(format)} />
            <span>{format}</span>
          </label>
        ))}
        {locked('contentFormat') && <p className="cw-field__hint">{TEXTS.fixedByContract}</p>}
      </fieldset>
      <ListEditor
        label="Contentvereiste"
        items={values.contentRequirements}
        onChange={(items) => set('contentRequirements', items)}
        placeholder="Bijvoorbeeld: product binnen 3 seconden in beeld"
        addLabel="+ Vereiste toevoegen"
        locked={locked('contentRequirements')}
      />
      <fieldset className="mk-list-editor" disabled={locked('deliverables')}>
        <legend>Op te leveren</legend>
        {values.deliverables.map((item, index) => (
          <div className="mk-deliverable-row" key={index}>
            <input
              className="cw-input"
              aria-label={`Oplevering ${index + 1}: titel`}
              placeholder="Bijvoorbeeld: 1 video van 30 seconden"
              value={item.title}
              onChange={(event) => setDeliverable(index, { title: event.target.value })}
            />
            <input
              className="cw-input"
              aria-label={`Oplevering ${index + 1}: toelichting`}
              placeholder="Toelichting (optioneel)"
              value={item.description}
              onChange={(event) => setDeliverable(index, { description: event.target.value })}
            />
            {values.deliverables.length > 1 && !locked('deliverables') && (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Oplevering ${index + 1} verwijderen`}
                onClick={() =>
                  set(
                    'deliverables',
                    values.deliverables.filter((_, i) => i !== index),
                  )
                }
              >
                Verwijderen
              </Button>
            )}
          </div>
        ))}
        {locked('deliverables') ? (
          <p className="cw-field__hint">{TEXTS.fixedByContract}</p>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => set('deliverables', [...values.deliverables, { title: '', description: '' }])}
          >
            + Oplevering toevoegen
          </Button>
        )}
      </fieldset>
      <Select label="Gewenst type creator" options={CREATOR_TYPES} {...selectProps(props, 'preferredCreatorType')} />
      <TextField
        label="Doelgroep (optioneel)"
        placeholder="Bijvoorbeeld: jonge ouders in de Randstad"
        {...fieldProps(props, 'targetAudience')}
      />
      <TextArea label="Speciale wensen (optioneel)" rows={3} {...fieldProps(props, 'specialRequirements')} />
    </div>
  );
}

/** Step 3: budget and deadline (the wizard adds its deposit notice). */
export function BudgetFields(props: ProjectFieldsProps) {
  const { testAccount = false } = props;
  return (
    <div className="cw-form__row">
      <MoneyField
        label="Budget (€)"
        required
        placeholder="Bijvoorbeeld: 250 of 300,50"
        hint={testAccount ? 'Testaccount: vanaf €0,01.' : 'Minimaal €25. Centen na een komma: 300,50.'}
        {...fieldProps(props, 'budget')}
      />
      <TextField label="Deadline" required type="date" min={isoDay(new Date())} {...fieldProps(props, 'deadline')} />
    </div>
  );
}

const BRIEF_LISTS = [
  { name: 'dos', label: 'Te doen', placeholder: 'Bijvoorbeeld: laat zien hoe je de koffie zet' },
  { name: 'donts', label: 'Niet doen', placeholder: 'Bijvoorbeeld: geen andere merken in beeld' },
] as const;

/** The wizard's product and do's and don'ts: the brief the creator works from and the company approves against. */
export function BriefFields(props: ProjectFieldsProps) {
  const { values, set } = props;
  return (
    <div className="cw-form">
      <div className="cw-form__row">
        <TextField
          label="Product (optioneel)"
          placeholder="Bijvoorbeeld: koffiebonen, donker gebrand, 500 g"
          {...fieldProps(props, 'productName')}
        />
        <MoneyField
          label="Prijs van het product (optioneel)"
          placeholder="Bijvoorbeeld: 12,95"
          {...fieldProps(props, 'productPrice')}
        />
      </div>
      <Checkbox
        label="We sturen de creator het product toe"
        checked={values.sendProduct}
        onChange={(event) => set('sendProduct', event.target.checked)}
      />
      {BRIEF_LISTS.map(({ name, label, placeholder }) => (
        <ListEditor
          key={name}
          label={label}
          items={values[name]}
          onChange={(items) => set(name, items)}
          placeholder={placeholder}
          addLabel="+ Punt toevoegen"
          locked={false}
        />
      ))}
    </div>
  );
}
