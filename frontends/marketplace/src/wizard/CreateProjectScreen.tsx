import { Link } from 'react-router-dom';
import { TermsFigure, useTermsText } from '@clipwerk/shell/sdk';
import { Alert, Button } from '@clipwerk/ui';
import { PageHeader } from '../shared/PageHeader';
import { STEPS } from './wizardRules';
import { BasicFields, BriefFields, BudgetFields, ContentFields } from './ProjectFields';
import { ReviewList, Stepper } from './WizardParts';
import { useCreateProject } from './useCreateProject';
import '../styles.css';

type Wizard = ReturnType<typeof useCreateProject>;

/** The fields of one step; the last step shows what will be published. */
function StepFields({ step, fields }: Pick<Wizard, 'step' | 'fields'>) {
  const termsText = useTermsText();
  return (
    <>
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
            opdracht zichtbaar voor creators. De rest betaal je pas als je de content hebt goedgekeurd. Het precieze bedrag zie je
            op de betaalpagina.
          </Alert>
        </div>
      )}

      {step === 3 && (
        <div className="mk-review">
          <ReviewList values={fields.values} />
          <Alert tone="info">
            Na het publiceren ga je naar de betaalpagina voor de aanbetaling. Je opdracht gaat live zodra die binnen is.
          </Alert>
        </div>
      )}
    </>
  );
}

/** Back (or cancel on the first step), and next until the last step, which publishes. */
function StepButtons({ step, goTo, next, publishing }: Pick<Wizard, 'step' | 'goTo' | 'next' | 'publishing'>) {
  return (
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
  );
}

export default function CreateProjectScreen() {
  const wizard = useCreateProject();
  const { step, fields, failure, formRef, headingRef, publish } = wizard;
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

        <StepFields step={step} fields={fields} />
        <StepButtons {...wizard} />
      </form>
    </div>
  );
}
