import { Avatar, companyNameOf } from '@clipwerk/ui';
import type { ProjectBody } from '@clipwerk/contracts/projects';
import { MESSAGES } from '../messages';

/** The two parties of the workspace: the company and the hired creator. */
export function Participants({ project }: { project: ProjectBody }) {
  const creator = project.selectedCreator;
  return (
    <ul className="ws-participants" aria-label="Deelnemers">
      <li>
        <Avatar
          src={project.companyId?.logoUrl}
          name={companyNameOf(project)}
          alt={MESSAGES.companyLogo(companyNameOf(project))}
          size={36}
        />
        <div>
          <strong>{companyNameOf(project)}</strong>
          <span className="cw-small cw-muted">Bedrijf</span>
        </div>
      </li>
      {creator && (
        <li>
          <Avatar src={creator.profilePictureUrl} name={creator.name} size={36} />
          <div>
            <strong>{creator.name}</strong>
            <span className="cw-small cw-muted">Contentcreator</span>
          </div>
        </li>
      )}
    </ul>
  );
}
