// Built for Node by rsbuild.prerender.config.ts. The workspace has no public screen to draw ahead; the gateway asks
// it for a signed-in one when its page is loaded: the project's workspace with the project and its payment, so a
// party reads the page before any script has run.
import { type SignedInScreenRequest, drawSignedInScreen as draw } from '@clipwerk/prerender/draw-screen';
import ProjectWorkspaceScreen from './workspace/ProjectWorkspaceScreen';
import { paymentStatusQuery } from '@clipwerk/shell/sdk';
import { projectQuery } from './workspace/workspaceApi';

export const drawSignedInScreen = (request: SignedInScreenRequest) =>
  draw(request, [
    {
      path: '/project-workspace/:projectId',
      module: 'ProjectWorkspace',
      Screen: ProjectWorkspaceScreen,
      load: (client, api, { params }) =>
        Promise.all([
          client.fetchQuery(projectQuery(params.projectId ?? '', api)),
          client.fetchQuery(paymentStatusQuery(params.projectId ?? '', api)),
        ]),
    },
  ]);
