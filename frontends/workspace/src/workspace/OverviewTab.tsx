import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage, useToasts } from '@clipwerk/shell/sdk';
import { Button, Card, formatEuro } from '@clipwerk/ui';
import type { ProjectBody } from '@clipwerk/contracts/projects';
import type { WorkspaceRole } from './workspaceView';
import type { TabId } from './useWorkspaceTab';
import { RatingCard } from './RatingCard';
import { projectKey } from './workspaceApi';

function ProductInfo({ product }: { product: NonNullable<ProjectBody['productInfo']> }) {
  return (
    <dl className="ws-facts ws-facts--stack">
      <div>
        <dt>Product</dt>
        <dd>{product.name || '-'}</dd>
      </div>
      <div>
        <dt>Categorie</dt>
        <dd>{product.category || '-'}</dd>
      </div>
      <div>
        <dt>Prijs</dt>
        <dd>{product.price != null ? formatEuro(product.price) : '-'}</dd>
      </div>
      <div>
        <dt>Product verzonden</dt>
        <dd>{product.sendProduct ? 'Ja' : 'Nee'}</dd>
      </div>
    </dl>
  );
}

/** A list of the brief; a list the company left empty is not shown. */
function RuleList({ title, items }: { title: string; items: string[] | undefined }) {
  if (!items || items.length === 0) return null;
  return (
    <Card title={title}>
      <ul className="ws-list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Card>
  );
}

export function OverviewTab({
  project,
  role,
  onGoTo,
}: {
  project: ProjectBody;
  role: WorkspaceRole;
  onGoTo: (tab: TabId) => void;
}) {
  const navigate = useNavigate();
  const { notify } = useToasts();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: () => api.post(`/projects/${project.id}/start`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKey(project.id) }),
    onError: (error) => notify(errorMessage(error), { tone: 'danger' }),
  });

  return (
    <div className="cw-stack">
      <section aria-label="Snelle acties" className="cw-row">
        {role.isCreator && project.status === 'creator_selected' && (
          <Button loading={start.isPending} onClick={() => start.mutate()}>
            Begin met werken
          </Button>
        )}
        {role.isCreator && project.status === 'in_progress' && <Button onClick={() => onGoTo('files')}>Upload content</Button>}
        {role.isOwner && (project.status === 'delivered' || project.status === 'under_review') && (
          <Button onClick={() => onGoTo('review')}>Beoordeel content</Button>
        )}
        <Button variant="secondary" onClick={() => navigate(`/messages?project=${project.id}`)}>
          Stuur bericht
        </Button>
      </section>
      {project.status === 'completed' && <RatingCard project={project} role={role} />}
      {project.productInfo && (
        <Card title="Productinformatie">
          <ProductInfo product={project.productInfo} />
        </Card>
      )}
      <div className="cw-grid cw-grid--2">
        <RuleList title="Te doen" items={project.dosAndDonts?.dos} />
        <RuleList title="Niet doen" items={project.dosAndDonts?.donts} />
      </div>
    </div>
  );
}
