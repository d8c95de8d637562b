import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

const noErrors = () => ({});

/**
 * Small form state: values, Dutch field errors that clear as soon as that field is edited, and a submit guard that
 * runs `validate` (when given), focuses the first field in error and keeps `submitting` while the action runs.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- form values are any shape of fields
export function useForm<T extends Record<string, any>>(initial: T, validate: (values: T) => FieldErrors<T> = noErrors) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [submitting, setSubmitting] = useState(false);

  const setValue = useCallback(<K extends keyof T & string>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  /** Props for a TextField/TextArea/Select bound to `name`. */
  const field = <K extends keyof T & string>(name: K) => ({
    name,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValue(name, event.target.value as T[K]),
  });

  const handleSubmit = (action: (values: T) => Promise<void> | void) => async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      focusFirstError(event.currentTarget as HTMLElement, found);
      return;
    }
    setSubmitting(true);
    try {
      await action(values);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, setValues, setValue, errors, setErrors, field, handleSubmit, submitting };
}

/** Focus the first field that has an error, inside `root`. */
export function focusFirstError(root: HTMLElement | null, errors: Record<string, string | undefined>) {
  const first = Object.keys(errors).find((key) => errors[key]);
  if (first) root?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
