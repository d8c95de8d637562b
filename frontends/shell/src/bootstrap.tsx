import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@clipwerk/ui/styles.css';
import { App } from './App';
import { preloadRemoteScreen } from './remotes/RemoteScreen';
import { screenAt } from './routing/routeTable';

const first = screenAt(window.location.pathname);
if (first?.kind === 'remote') preloadRemoteScreen(first.remote, first.module);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
