import type { ChangeEvent } from 'react';
import { Spinner, buttonClass } from '@clipwerk/ui';

/** A button that opens the file chooser and hands over the one file chosen. */
export function FilePicker({
  label,
  accept,
  busy,
  onPick,
}: {
  label: string;
  accept: string;
  busy: boolean;
  onPick: (file: File) => void;
}) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPick(file);
  };
  return (
    <label className="cw-upload">
      <input type="file" accept={accept} onChange={onChange} disabled={busy} />
      <span className={buttonClass('secondary', 'sm')}>
        {busy && <Spinner size="sm" label="" />}
        {label}
      </span>
    </label>
  );
}
