import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** Small form state: values, Dutch field errors that clear as soon as that field is edited, and a submit guard. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- form values are any shape of fields
export function useForm<T extends Record<string, any>>(initial: T, validate: (values: T) => FieldErrors<T>) {
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
    const firstInvalid = Object.keys(found).find((key) => found[key as keyof T & string]);
    setErrors(found);
    if (firstInvalid) {
      (event.currentTarget as HTMLFormElement).querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
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
