// Built for Node by rsbuild.prerender.config.ts. Messaging has no public screen to draw ahead; the gateway asks it for
// the inbox when /messages is loaded: the conversations, and the one the address opens, so the user reads them before
// any script has run.
import { type SignedInScreenRequest, drawSignedInScreen as draw } from '@clipwerk/prerender/draw-screen';
import { conversationQuery, conversationsQuery, projectChatQuery } from './api';
import InboxScreen from './inbox/InboxScreen';

export const drawSignedInScreen = (request: SignedInScreenRequest) =>
  draw(request, [
    {
      path: '/messages',
      module: 'Inbox',
      Screen: InboxScreen,
      load: (client, api, { search }) => {
        const conversation = search.get('conversation');
        const project = search.get('project');
        return Promise.all([
          client.fetchQuery(conversationsQuery('', api)),
          conversation ? client.fetchQuery(conversationQuery(conversation, api)) : null,
          !conversation && project ? client.fetchQuery(projectChatQuery(project, api)) : null,
        ]);
      },
    },
  ]);
