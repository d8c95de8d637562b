import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { api, errorMessage, useSession, useToasts } from '@clipwerk/shell/sdk';
import { Alert, Button, ErrorState, PageSpinner, StatusBadge, idOf, focusFirstError } from '@clipwerk/ui';
import { PageHeader } from '../shared/PageHeader';
import { TEXTS } from '../shared/texts';
import type { MyProjectsAnswer, ProjectSavedAnswer } from '@clipwerk/contracts/projects';
import { BasicFields, BudgetFields, ContentFields } from '../wizard/ProjectFields';
import {
  STEPS,
  editPayload,
  emptyWizard,
  formErrors,
  hasErrors,
  valuesOfProject,
  type WizardErrors,
  type WizardValues,
} from '../wizard/wizardRules';
import { REDIRECT_NO_ACCESS_MS } from './editRules';
import { useProjectDetail } from './ProjectDetailScreen';
import '../styles.css';

/** A refusal's field errors (the server names the fields it would not change) next to their fields. */
function fieldErrorsOf(error: unknown): WizardErrors {
  const problems = (error as { errors?: Array<{ field: string; message: string }> } | null)?.errors ?? [];
  return Object.fromEntries(problems.map(({ field, message }) => [field, message]));
}

export default function EditProjectScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { notify } = useToasts();
  const { user } = useSession();
  const testAccount = user?.isTestAccount === true;
  const queryClient = useQueryClient();
  const detail = useProjectDetail(id);
  const [noAccess, setNoAccess] = useState(false);
  const [saving, setSaving] = useState<'save' | 'publish' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [values, setValues] = useState<WizardValues>(() => emptyWizard());
  const [errors, setErrors] = useState<WizardErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const project = detail.data?.project;
  const fixed = useMemo(() => new Set(project?.fixedFields ?? []), [project]);

  const set = <K extends keyof WizardValues>(name: K, value: WizardValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  // Only the owner edits: the project must be among the company's own (first 100); if that check fails, loading continues.
  useEffect(() => {
    let active = true;
    api
      .get<MyProjectsAnswer>('/projects/my', { query: { limit: 100 } })
      .then((answer) => {
        if (active && !answer.projects.some((p) => idOf(p) === id)) setNoAccess(true);
      })
      .catch(() => {});
    return () => {
      active = false;
    };
  }, [id]);

  useEffect(() => {
    if (!noAccess) return;
    const timer = setTimeout(() => navigate('/my-projects'), REDIRECT_NO_ACCESS_MS);
    return () => clearTimeout(timer);
  }, [noAccess, navigate]);

  useEffect(() => {
    if (project) setValues(valuesOfProject(project));
  }, [project]);

  if (noAccess) {
    return (
      <div className="cw-container cw-page">
        <ErrorState title={TEXTS.noAccess} message="Je gaat zo terug naar je opdrachten." />
      </div>
    );
  }
  if (detail.isLoading) return <PageSpinner />;
  if (detail.error || !project) {
    return (
      <div className="cw-container cw-page">
        <ErrorState message={TEXTS.editLoadFailed} onRetry={() => detail.refetch()} />
      </div>
    );
  }

  const isDraft = project.status === 'draft';
  const editable = project.editable !== false;
  const hired = Boolean(project.selectedCreator);

  async function save(event: FormEvent, publish = false) {
    event.preventDefault();
    const found = formErrors(values, { testAccount, fixed });
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) {
      focusFirstError(formRef.current, found);
      return;
    }
    setSaving(publish ? 'publish' : 'save');
    try {
      const answer = await api.put<ProjectSavedAnswer>(
        `/projects/${id}`,
        editPayload(values, publish ? 'open' : project!.status, fixed),
      );
      await queryClient.invalidateQueries({ queryKey: ['marketplace'] });
      // Saved, she goes on: to the deposit while it is unpaid, else to the assignment.
      if (answer.requiresPayment || !project!.depositPaid) {
        notify(answer.requiresPayment ? answer.message : TEXTS.updated, { tone: 'info' });
        navigate(`/projects/${id}/payment`);
        return;
      }
      notify(publish ? TEXTS.published : TEXTS.updated, { tone: 'success' });
      navigate(`/projects/${id}`);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFailure(errorMessage(error, publish ? TEXTS.publishFailed : TEXTS.updateFailed));
    } finally {
      setSaving(null);
    }
  }

  const fields = { values, errors, set, fixed, testAccount };
  return (
    <div className="cw-container cw-page mk-narrow">
      <PageHeader
        eyebrow="Opdracht bewerken"
        title={project.title}
        actions={<StatusBadge kind="project" status={project.status} />}
      />
      <form ref={formRef} className="cw-card cw-card--padded mk-wizard" onSubmit={(event) => save(event)} noValidate>
        {failure && <Alert tone="danger">{failure}</Alert>}
        {!editable ? <Alert tone="info">{TEXTS.notEditable}</Alert> : hired && <Alert tone="info">{TEXTS.contractFixed}</Alert>}
        <fieldset className="mk-edit-fields" disabled={!editable}>
          <h2 className="mk-wizard__title">{STEPS[0]}</h2>
          <BasicFields {...fields} />
          <h2 className="mk-wizard__title">{STEPS[1]}</h2>
          <ContentFields {...fields} />
          <h2 className="mk-wizard__title">{STEPS[2]}</h2>
          <BudgetFields {...fields} />
        </fieldset>
        <div className="mk-wizard__nav">
          <Link to={`/projects/${id}`} className="cw-btn cw-btn--ghost cw-btn--md">
            Annuleren
          </Link>
          {editable && (
            <div className="cw-row">
              <Button
                type="submit"
                variant={isDraft ? 'secondary' : 'primary'}
                loading={saving === 'save'}
                disabled={saving !== null}
              >
                Opslaan
              </Button>
              {isDraft && (
                <Button loading={saving === 'publish'} disabled={saving !== null} onClick={(event) => save(event, true)}>
                  Publiceren
                </Button>
              )}
            </div>
          )}
        </div>
      </form>
    </div>
  );
}
