import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** Label, control, hint and Dutch error text, wired together for screen readers. */
function FieldFrame({ id, label, error, hint, required, children }: FieldFrameProps) {
  return (
    <div className={['cw-field', error ? 'cw-field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="cw-field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="cw-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p className="cw-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="cw-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error?: string | null, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

type BaseProps = { label: ReactNode; error?: string | null; hint?: ReactNode };

export type TextFieldProps = BaseProps & InputHTMLAttributes<HTMLInputElement>;

export function TextField({ label, error, hint, id, required, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} required={required}>
      <input
        id={fieldId}
        className={['cw-input', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        {...input}
      />
    </FieldFrame>
  );
}

/** Password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, id, required, ...input }: Omit<TextFieldProps, 'type'>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} required={required}>
      <div className="cw-input-group">
        <input
          id={fieldId}
          type={visible ? 'text' : 'password'}
          className="cw-input"
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(fieldId, error, hint)}
          {...input}
        />
        <button
          type="button"
          className="cw-input-group__toggle"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={fieldId}
        >
          {visible ? 'Verberg' : 'Toon'}
          <span className="cw-visually-hidden"> wachtwoord</span>
        </button>
      </div>
    </FieldFrame>
  );
}

export type TextAreaProps = BaseProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextArea({ label, error, hint, id, required, className, ...textarea }: TextAreaProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} required={required}>
      <textarea
        id={fieldId}
        className={['cw-input', 'cw-textarea', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        {...textarea}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectProps = BaseProps &
  SelectHTMLAttributes<HTMLSelectElement> & { options: readonly SelectOption[]; placeholder?: string };

export function Select({ label, error, hint, id, required, options, placeholder, className, ...select }: SelectProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} required={required}>
      <select
        id={fieldId}
        className={['cw-input', 'cw-select', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export type CheckboxProps = { label: ReactNode; error?: string | null } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

export function Checkbox({ label, error, id, className, ...input }: CheckboxProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={['cw-checkbox', className].filter(Boolean).join(' ')}>
      <input
        id={fieldId}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        {...input}
      />
      <label htmlFor={fieldId}>{label}</label>
      {error && (
        <p className="cw-field__error" id={`${fieldId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
