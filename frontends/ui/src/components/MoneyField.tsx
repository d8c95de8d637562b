import { useState, type ChangeEvent, type FocusEvent } from 'react';
import { parseMoney } from '../format';
import { TextField, type TextFieldProps } from './Fields';

export type MoneyFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'value' | 'onChange'> & {
  /** Exactly what she typed; read it with parseMoney. */
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * An amount in euros typed as text, never a number input: a number input reads ',' and '.' by the browser's own
 * locale. Keeps the text as typed; on leaving the field a mistyped amount gets its Dutch message right there (an
 * error from the form wins).
 */
export function MoneyField({ error, onBlur, onChange, ...props }: MoneyFieldProps) {
  const [typo, setTypo] = useState<string | null>(null);
  return (
    <TextField
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      error={error || typo}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        setTypo(null);
        onChange(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        const text = event.target.value;
        setTypo(text.trim() ? parseMoney(text).error : null);
        onBlur?.(event);
      }}
      {...props}
    />
  );
}
