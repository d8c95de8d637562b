import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { api } from '@clipwerk/shell/sdk';
import { Alert, Spinner, idOf } from '@clipwerk/ui';
import type { MyProposalsAnswer, ProposalBody } from '@clipwerk/contracts/proposals';

/** The creator's own proposals hold at most this many; enough to find the one for this project. */
const MY_PROPOSALS_LIMIT = 100;

const projectIdOf = (proposal: ProposalBody) =>
  typeof proposal.projectId === 'string' ? proposal.projectId : idOf(proposal.projectId);

/** What became of the creator's proposal on this project: still open, accepted, or rejected with the company's reason. */
export function MyProposalNotice({ projectId }: { projectId: string }) {
  const { data, isLoading } = useQuery({
    queryKey: ['marketplace', 'my-proposals'],
    queryFn: () => api.get<MyProposalsAnswer>('/proposals/my', { query: { limit: MY_PROPOSALS_LIMIT } }),
  });
  if (isLoading) return <Spinner size="sm" label="Je voorstel laden..." />;
  const proposal = data?.proposals.find((candidate) => projectIdOf(candidate) === projectId);

  if (proposal?.status === 'rejected') {
    return (
      <Alert tone="warning" title="Je voorstel is afgewezen">
        {proposal.rejectionReason ? (
          <>Reden van het bedrijf: {proposal.rejectionReason}</>
        ) : (
          'Het bedrijf heeft geen reden opgegeven.'
        )}{' '}
        Bekijk <Link to="/projects">andere opdrachten</Link>.
      </Alert>
    );
  }
  if (proposal?.status === 'accepted') {
    return (
      <Alert tone="success" title="Je voorstel is geaccepteerd">
        Je werkt aan deze opdracht in de <Link to={`/project-workspace/${projectId}`}>werkruimte</Link>.
      </Alert>
    );
  }
  return (
    <Alert tone="success" title="Je voorstel is binnen">
      Je hebt voor deze opdracht een voorstel verstuurd. Je vindt de status op je <Link to="/dashboard">dashboard</Link>.
    </Alert>
  );
}
