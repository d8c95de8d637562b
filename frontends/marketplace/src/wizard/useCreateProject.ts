import { focusFirstError, idOf } from '@clipwerk/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { api, useSession, useToasts } from '@clipwerk/shell/sdk';
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
import { useWizardDraft } from './useWizardDraft';

/**
 * The wizard that places an assignment: its draft and step, the checks per step, and publishing at the end (to the
 * deposit when the assignment asks for one).
 */
export function useCreateProject() {
  const { user } = useSession();
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
  return { step, fields, failure, publishing, formRef, headingRef, goTo, next, publish };
}
