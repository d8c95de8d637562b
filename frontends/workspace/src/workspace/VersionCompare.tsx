import { useState } from 'react';
import { Select } from '@clipwerk/ui';
import type { DeliverableBody, ProjectBody } from '@clipwerk/contracts/projects';
import { MediaPlayer } from './MediaPlayer';
import { versionsOf } from './workspaceView';

/** Two versions of a deliverable side by side, each chosen from the list. */
export function VersionCompare({ project, deliverable }: { project: ProjectBody; deliverable: DeliverableBody }) {
  const versions = versionsOf(deliverable);
  const options = versions.map((file) => ({ value: file.id, label: `Versie ${file.version}` }));
  const [left, setLeft] = useState(versions.at(-2)?.id ?? '');
  const [right, setRight] = useState(versions.at(-1)?.id ?? '');
  const leftFile = versions.find((file) => file.id === left);
  const rightFile = versions.find((file) => file.id === right);
  return (
    <div className="ws-compare" aria-label="Versies vergelijken">
      {[
        { label: 'Links', value: left, set: setLeft, file: leftFile },
        { label: 'Rechts', value: right, set: setRight, file: rightFile },
      ].map((side) => (
        <div key={side.label}>
          <Select label={side.label} options={options} value={side.value} onChange={(event) => side.set(event.target.value)} />
          {side.file && <MediaPlayer projectId={project.id} file={side.file} />}
        </div>
      ))}
    </div>
  );
}
