import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProjectWorkspaceScreen from './ProjectWorkspaceScreen';
import { company, fakeSession, installFetch, renderScreen } from '../test/renderScreen';

// The Chat tab is the messaging remote's project chat, loaded at run time; here the loader hands over its source.
jest.mock('../../../shell/src/remotes/federation', () => ({
  loadRemoteModule: jest.fn(async (remote: string, module: string) => {
    if (remote === 'messaging' && module === 'ProjectChat') return import('../../../messaging/src/chat/ProjectChat');
    throw new Error(`${remote}/${module} is not a remote of this test`);
  }),
}));

const project = {
  id: 'p1',
  title: 'Unboxing koffiemachine',
  description: 'Laat zien hoe je de machine uitpakt.',
  status: 'in_progress',
  budget: 500,
  deadline: new Date(Date.now() + 20 * 24 * 3600 * 1000).toISOString(),
  owner: { id: 'u-company', companyName: 'Bakkerij Jansen' },
  selectedCreator: { id: 'u-creator', name: 'Sanne de Vries', profilePictureUrl: null },
};

describe('workspace Chat tab', () => {
  it("shows the project's conversation from the messaging remote, with its empty state and composer", async () => {
    installFetch({
      'GET /api/projects/p1': { project, isOwner: true, canApply: false },
      'GET /api/conversations/project/p1': { project: { id: 'p1', title: project.title }, conversation: null, messages: [] },
    });
    renderScreen(<ProjectWorkspaceScreen />, {
      path: '/project-workspace/p1',
      route: '/project-workspace/:projectId',
      session: fakeSession({ user: company }),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Chat' }));
    expect(await screen.findByText('Nog geen berichten')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Projectchat' })).toHaveClass('msg-panel--project');
    expect(screen.getByRole('button', { name: 'Versturen' })).toBeDisabled();
  });
});
