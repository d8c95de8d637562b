import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { TermsFigure, api, useSession, useTermsText, useToasts } from '@clipwerk/shell/sdk';
import { Alert, Button, idOf, focusFirstError } from '@clipwerk/ui';
import { PageHeader } from '../shared/PageHeader';
import type { ProjectSavedAnswer } from '@clipwerk/contracts/projects';
import {
  STEPS,
  createFailureText,
  createPayload,
  hasErrors,
  stepErrors,
  stepOfField,
  type WizardErrors,
  type WizardValues,
} from './wizardRules';
import { BasicFields, BriefFields, BudgetFields, ContentFields } from './ProjectFields';
import { ReviewList, Stepper } from './WizardParts';
import { useWizardDraft } from './useWizardDraft';
import '../styles.css';

export default function CreateProjectScreen() {
  const { user } = useSession();
  const termsText = useTermsText();
  const testAccount = user?.isTestAccount === true;
  const { values, setValues, step, setStep, clear: clearDraft } = useWizardDraft(user?.id);
  const [errors, setErrors] = useState<WizardErrors>({});
  const [publishing, setPublishing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const { notify } = useToasts();
  const queryClient = useQueryClient();

  const set = <K extends keyof WizardValues>(name: K, value: WizardValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };
  // A new step moves focus to its heading (screen readers announce it), right after it renders.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  function goTo(next: number) {
    setStep(next);
    setFailure(null);
  }

  function next() {
    const found = stepErrors(step, values, { testAccount });
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstError(formRef.current, found);
      return;
    }
    goTo(step + 1);
  }

  async function publish(event: FormEvent) {
    event.preventDefault();
    if (step < STEPS.length - 1) {
      next();
      return;
    }
    const found = stepErrors(3, values, { testAccount });
    if (hasErrors(found)) {
      setErrors(found);
      const first = (Object.keys(found) as Array<keyof WizardValues>).find((key) => found[key])!;
      goTo(stepOfField(first));
      return;
    }
    setPublishing(true);
    setFailure(null);
    try {
      const answer = await api.post<ProjectSavedAnswer>('/projects', createPayload(values));
      clearDraft();
      await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      await queryClient.invalidateQueries({ queryKey: ['marketplace'] });
      const id = idOf(answer.project);
      if (answer.requiresPayment) {
        notify('Opdracht opgeslagen. Betaal de aanbetaling om hem te publiceren.', { tone: 'success' });
        navigate(`/projects/${id}/payment`);
      } else {
        notify(answer.message ?? 'Opdracht aangemaakt', { tone: 'success' });
        navigate('/projects');
      }
    } catch (error) {
      setFailure(createFailureText(error));
    } finally {
      setPublishing(false);
    }
  }

  const fields = { values, errors, set, testAccount };

  return (
    <div className="cw-container cw-page mk-narrow">
      <PageHeader
        eyebrow="Nieuwe opdracht"
        title="Opdracht plaatsen"
        lead="In vier stappen staat je opdracht klaar voor creators. Na de aanbetaling gaat hij live."
      />
      <Stepper step={step} />
      <form ref={formRef} className="cw-card cw-card--padded mk-wizard" onSubmit={publish} noValidate>
        <h2 ref={headingRef} tabIndex={-1} className="mk-wizard__title">
          Stap {step + 1} van {STEPS.length}: {STEPS[step]}
        </h2>
        {failure && <Alert tone="danger">{failure}</Alert>}

        {step === 0 && <BasicFields {...fields} />}

        {step === 1 && (
          <>
            <ContentFields {...fields} />
            <BriefFields {...fields} />
          </>
        )}

        {step === 2 && (
          <div className="cw-form">
            <BudgetFields {...fields} />
            <Alert tone="info" title={termsText('Aanbetaling van {depositPercent}%')}>
              Na het plaatsen betaal je <TermsFigure of="depositPercent" />% van je budget als aanbetaling via iDEAL. Daarna is je
              opdracht zichtbaar voor creators. De rest betaal je pas als je de content hebt goedgekeurd. Het precieze bedrag zie
              je op de betaalpagina.
            </Alert>
          </div>
        )}

        {step === 3 && (
          <div className="mk-review">
            <ReviewList values={values} />
            <Alert tone="info">
              Na het publiceren ga je naar de betaalpagina voor de aanbetaling. Je opdracht gaat live zodra die binnen is.
            </Alert>
          </div>
        )}

        <div className="mk-wizard__nav">
          {step > 0 ? (
            <Button variant="secondary" onClick={() => goTo(step - 1)}>
              Vorige
            </Button>
          ) : (
            <Link to="/my-projects" className="cw-btn cw-btn--ghost cw-btn--md">
              Annuleren
            </Link>
          )}
          {/* Different keys: React must not turn the clicked 'Volgende' button into the submit button in place,
              or the browser would submit the form at the end of that very click. */}
          {step < STEPS.length - 1 ? (
            <Button key="next" onClick={next}>
              Volgende
            </Button>
          ) : (
            <Button key="publish" type="submit" loading={publishing}>
              Opdracht publiceren
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
