import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { api, errorMessage, useToasts } from '@clipwerk/shell/sdk';
import { Alert, Button, ErrorState, INDUSTRIES, StatusBadge, PageSpinner, Select, TextArea, TextField } from '@clipwerk/ui';
import { PageHeader } from '../shared/PageHeader';
import { TEXTS } from '../shared/texts';
import { focusFirstError, useForm } from '../shared/useForm';
import { idOf, type Project } from '../shared/types';
import { REDIRECT_AFTER_SAVE_MS, REDIRECT_NO_ACCESS_MS, editErrors, editPayload, type EditValues } from './editRules';
import { useProjectDetail } from './ProjectDetailScreen';
import '../styles.css';

const toDay = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');

export default function EditProjectScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { notify } = useToasts();
  const queryClient = useQueryClient();
  const detail = useProjectDetail(id);
  const [noAccess, setNoAccess] = useState(false);
  const [saving, setSaving] = useState<'save' | 'publish' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValues, setErrors, field } = useForm<EditValues>({
    title: '',
    description: '',
    budget: '',
    deadline: '',
    requirements: '',
    industry: '',
    targetAudience: '',
  });
  const project = detail.data?.project;

  // Only the owner edits: the project must be among the company's own (first 100); if that check fails, loading continues.
  useEffect(() => {
    let active = true;
    api
      .get<{ projects: Project[] }>('/projects/my', { query: { limit: 100 } })
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
    if (!project) return;
    setValues({
      title: project.title,
      description: project.description,
      budget: typeof project.budget === 'number' ? String(project.budget) : '',
      deadline: toDay(project.deadline),
      requirements: project.requirements ?? '',
      industry: project.industry ?? '',
      targetAudience: project.targetAudience ?? '',
    });
  }, [project, setValues]);

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

  async function save(event: FormEvent, publish = false) {
    event.preventDefault();
    const found = editErrors(values);
    setErrors(found);
    setFailure(null);
    if (Object.values(found).some(Boolean)) {
      focusFirstError(formRef.current, found);
      return;
    }
    setSaving(publish ? 'publish' : 'save');
    try {
      const answer = await api.put<{ requiresPayment?: boolean; message?: string }>(
        `/projects/${id}`,
        editPayload(values, publish ? 'open' : project!.status),
      );
      await queryClient.invalidateQueries({ queryKey: ['marketplace'] });
      if (answer.requiresPayment) {
        notify(answer.message ?? 'Betaal eerst de aanbetaling om het project te publiceren.', { tone: 'info' });
        navigate(`/projects/${id}/payment`);
        return;
      }
      const text = publish ? TEXTS.published : TEXTS.updated;
      setDone(text);
      notify(text, { tone: 'success' });
      setTimeout(() => navigate(`/projects/${id}`), REDIRECT_AFTER_SAVE_MS);
    } catch (error) {
      setFailure(errorMessage(error, publish ? TEXTS.publishFailed : TEXTS.updateFailed));
    } finally {
      setSaving(null);
    }
  }

  return (
    <div className="cw-container cw-page mk-narrow">
      <PageHeader
        eyebrow="Opdracht bewerken"
        title={project.title}
        actions={<StatusBadge kind="project" status={project.status} />}
      />
      <form ref={formRef} className="cw-card cw-card--padded cw-form" onSubmit={(event) => save(event)} noValidate>
        {failure && <Alert tone="danger">{failure}</Alert>}
        {done && <Alert tone="success">{done}</Alert>}
        <TextField label="Titel" required {...field('title')} />
        <TextArea label="Beschrijving" required rows={6} {...field('description')} />
        <div className="cw-form__row">
          <TextField
            label="Budget (€)"
            required
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            {...field('budget')}
            hint={project.depositPaid ? 'Na de aanbetaling ligt het budget vast.' : undefined}
            readOnly={project.depositPaid}
          />
          <TextField label="Deadline" type="date" {...field('deadline')} />
        </div>
        <TextArea label="Eisen" rows={3} placeholder="Eén eis per regel" {...field('requirements')} />
        <div className="cw-form__row">
          <Select label="Branche" placeholder="Geen branche" options={INDUSTRIES} {...field('industry')} />
          <TextField label="Doelgroep" {...field('targetAudience')} />
        </div>
        <div className="mk-wizard__nav">
          <Link to={`/projects/${id}`} className="cw-btn cw-btn--ghost cw-btn--md">
            Annuleren
          </Link>
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
        </div>
      </form>
    </div>
  );
}
