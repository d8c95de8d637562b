import { focusFirstError, idOf } from '@clipwerk/ui';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { api, errorMessage, useSession, useToasts } from '@clipwerk/shell/sdk';
import { TEXTS } from '../shared/texts';
import type { MyProjectsAnswer, ProjectSavedAnswer } from '@clipwerk/contracts/projects';
import {
  editPayload,
  emptyWizard,
  formErrors,
  hasErrors,
  valuesOfProject,
  type WizardErrors,
  type WizardValues,
} from '../wizard/wizardRules';
import { REDIRECT_NO_ACCESS_MS } from './editRules';
import { useProjectDetail } from './useProjectDetail';

/** A refusal's field errors (the server names the fields it would not change) next to their fields. */
function fieldErrorsOf(error: unknown): WizardErrors {
  const problems = (error as { errors?: Array<{ field: string; message: string }> } | null)?.errors ?? [];
  return Object.fromEntries(problems.map(({ field, message }) => [field, message]));
}

/**
 * Editing an assignment: only its owner may (anyone else is sent back to her list), fields the contract fixed stay
 * fixed, and saving leads to the deposit while it is unpaid.
 */
export function useEditProject(id: string) {
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

  async function save(event: FormEvent, publish = false) {
    event.preventDefault();
    if (!project) return;
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
        editPayload(values, publish ? 'open' : project.status, fixed),
      );
      await queryClient.invalidateQueries({ queryKey: ['marketplace'] });
      // Saved, she goes on: to the deposit while it is unpaid, else to the assignment.
      if (answer.requiresPayment || !project.depositPaid) {
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
  return { detail, project, noAccess, saving, failure, formRef, fields, save };
}
