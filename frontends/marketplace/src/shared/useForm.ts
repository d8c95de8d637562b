import { useCallback, useState, type ChangeEvent } from 'react';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** Small form state: values and Dutch field errors that clear as soon as that field is edited. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- form values are any shape of fields
export function useForm<T extends Record<string, any>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});

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

  return { values, setValues, setValue, errors, setErrors, field };
}

/** Focus the first field that has an error, inside `root`. */
export function focusFirstError(root: HTMLElement | null, errors: Record<string, string | undefined>) {
  const first = Object.keys(errors).find((key) => errors[key]);
  if (first) root?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
