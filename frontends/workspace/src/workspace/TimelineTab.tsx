import { formatDate } from '@clipwerk/ui';
import type { ProjectBody } from '@clipwerk/contracts/projects';
import { usePaymentStatus } from '@clipwerk/shell/sdk';
import { useDeliverables } from './workspaceApi';
import { timelineEvents } from './workspaceView';

export function TimelineTab({ project }: { project: ProjectBody }) {
  const deliverables = useDeliverables(project.id);
  const payment = usePaymentStatus(project.id);
  const events = timelineEvents(project, deliverables.data ?? [], payment.data);
  return (
    <ol className="ws-timeline" aria-label="Tijdlijn">
      {events.map((event) => (
        <li key={event.title}>
          <strong>{event.title}</strong>
          {event.detail && <span className="cw-small"> · {event.detail}</span>}
          <div className="cw-small cw-muted">{event.date ? formatDate(event.date) : 'Datum onbekend'}</div>
        </li>
      ))}
    </ol>
  );
}
