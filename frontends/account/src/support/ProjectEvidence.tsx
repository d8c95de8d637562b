import { Card, ErrorState, PageSpinner, formatDate } from '@clipwerk/ui';
import { useBrief, useSupportConversation, useSupportDeliverables, usePreviewLink } from './supportApi';

/** Opens one deliverable file (its preview) in a new tab. */
function FileLink({ projectId, fileId, name }: { projectId: string; fileId: string; name: string }) {
  const { data: url } = usePreviewLink(projectId, fileId);
  if (!url) return <span className="cw-muted">{name}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {name}
    </a>
  );
}

/**
 * What projects and messaging let support read while the dispute holds the project: the brief, every deliverable
 * version (files cited in a statement marked), and the parties' conversation.
 */
export function ProjectEvidence({ projectId, citedFileIds }: { projectId: string; citedFileIds: ReadonlySet<string> }) {
  const brief = useBrief(projectId);
  const deliverables = useSupportDeliverables(projectId);
  const conversation = useSupportConversation(projectId);
  if (brief.isLoading || deliverables.isLoading || conversation.isLoading) return <PageSpinner />;
  if (brief.error || deliverables.error || conversation.error) {
    const retry = () => [brief, deliverables, conversation].forEach((query) => void query.refetch());
    return <ErrorState message="Fout bij het laden van het bewijs" onRetry={retry} />;
  }
  return (
    <>
      <Card title="Opdracht">
        <p>{brief.data?.description}</p>
      </Card>
      <Card title="Opleveringen">
        <ul aria-label="Opleveringen">
          {deliverables.data?.flatMap((deliverable) =>
            deliverable.files.map((file) => (
              <li key={file.id}>
                {deliverable.title}, versie {file.version}:{' '}
                <FileLink projectId={projectId} fileId={file.id} name={file.originalName} />
                {citedFileIds.has(file.id) && <span className="cw-small cw-muted"> (genoemd in een toelichting)</span>}
              </li>
            )),
          )}
        </ul>
      </Card>
      <Card title="Gesprek">
        {conversation.data?.length ? (
          <ol aria-label="Gesprek" className="cw-stack">
            {conversation.data.map((message) => (
              <li key={message.id}>
                <strong>{message.sender.name}</strong> <span className="cw-small cw-muted">{formatDate(message.sentAt)}</span>
                <p>{message.content}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="cw-muted">De partijen hebben nog geen berichten gestuurd.</p>
        )}
      </Card>
    </>
  );
}
