import { defineRemoteConfig } from '../shell/remote.config.mjs';

export default defineRemoteConfig({
  name: 'messaging',
  devPort: 3014,
  exposes: {
    './Inbox': './src/inbox/InboxScreen.tsx',
    './ProjectChat': './src/chat/ProjectChat.tsx',
  },
});
