import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api, useToasts } from '@clipwerk/shell/sdk';
import { Alert, Button, MoneyField, TextArea, TextField, focusFirstError, useForm } from '@clipwerk/ui';
import { TEXTS } from '../shared/texts';
import {
  EMPTY_PROPOSAL,
  MOTIVATION_MAX,
  motivationCounter,
  proposalErrors,
  proposalPayload,
  submitFailureText,
  type ProposalValues,
} from './proposalRules';

/** The creator's proposal form on the project page; it closes and resets after a successful submit. */
export function ProposalForm({ projectId, onSubmitted }: { projectId: string; onSubmitted?: () => void }) {
  const { values, setValues, setErrors, field } = useForm<ProposalValues>(EMPTY_PROPOSAL);
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { notify } = useToasts();
  const queryClient = useQueryClient();

  if (!open) {
    return (
      <Button block size="lg" onClick={() => setOpen(true)}>
        Doe een voorstel
      </Button>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = proposalErrors(values);
    setErrors(found);
    setFailure(null);
    if (Object.values(found).some(Boolean)) {
      focusFirstError(formRef.current, found);
      return;
    }
    setSending(true);
    try {
      await api.post(`/proposals/project/${projectId}`, proposalPayload(values));
      notify(TEXTS.proposalSubmitted, { tone: 'success' });
      setValues(EMPTY_PROPOSAL);
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ['marketplace'] });
      onSubmitted?.();
    } catch (error) {
      setFailure(submitFailureText(error));
    } finally {
      setSending(false);
    }
  }

  const counterTone = values.coverLetter.trim().length > MOTIVATION_MAX ? 'mk-counter mk-counter--over' : 'mk-counter';
  return (
    <form ref={formRef} className="cw-form" onSubmit={submit} noValidate aria-label="Voorstel versturen">
      {failure && (
        <Alert tone="danger">
          <span style={{ whiteSpace: 'pre-line' }}>{failure}</span>
        </Alert>
      )}
      <div>
        <TextArea
          label="Motivatie"
          required
          rows={6}
          placeholder="Waarom ben jij de juiste creator voor deze opdracht?"
          {...field('coverLetter')}
          hint="Minimaal 50 en maximaal 1000 tekens."
        />
        <p className={counterTone} aria-live="polite">
          {motivationCounter(values.coverLetter)}
        </p>
      </div>
      <div className="cw-form__row">
        <MoneyField label="Jouw prijs (€)" required placeholder="Bijvoorbeeld: 275,50" {...field('price')} />
        <TextField
          label="Levertijd (dagen)"
          required
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...field('deliveryTimeInDays')}
        />
      </div>
      <TextArea
        label="Aanpak en eerder werk (optioneel)"
        rows={3}
        placeholder="Hoe pak je het aan? Links naar vergelijkbare video’s zijn welkom."
        {...field('previousWork')}
      />
      <div className="cw-row">
        <Button type="submit" loading={sending}>
          Voorstel versturen
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setOpen(false);
            setErrors({});
            setFailure(null);
          }}
        >
          Annuleren
        </Button>
      </div>
    </form>
  );
}
