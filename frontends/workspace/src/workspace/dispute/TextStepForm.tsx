import { type FormEvent, useState } from 'react';
import { errorMessage } from '@clipwerk/shell/sdk';
import { Alert, Button, Card, TextArea } from '@clipwerk/ui';
import type { UseMutationResult } from '@tanstack/react-query';

interface Props {
  title: string;
  label: string;
  hint: string;
  submitLabel: string;
  step: UseMutationResult<unknown, Error, string>;
}

/** One text and a button: opening a dispute, a statement, an appeal. Payments checks the text and says why not. */
export function TextStepForm({ title, label, hint, submitLabel, step }: Props) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    step.mutate(text, { onSuccess: () => setText('') });
  };
  return (
    <Card title={title}>
      <form onSubmit={submit} className="cw-stack">
        <TextArea label={label} hint={hint} value={text} rows={4} onChange={(event) => setText(event.target.value)} />
        {step.isError && <Alert tone="danger">{errorMessage(step.error)}</Alert>}
        <div>
          <Button type="submit" disabled={step.isPending || text.trim() === ''}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Card>
  );
}
