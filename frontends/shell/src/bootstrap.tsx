import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@clipwerk/ui/styles.css';
import { App } from './App';
import { preloadRemoteScreen } from './remotes/RemoteScreen';
import { screenAt } from './routing/routeTable';

const first = screenAt(window.location.pathname);
if (first?.kind === 'remote') preloadRemoteScreen(first.remote, first.module);

const root = document.getElementById('root')!;
// The landing page comes drawn by the build (frontends/shell/prerender.mjs): React takes over that markup instead of
// drawing it again, so the visitor reads the hero before any script has run.
if (root.hasChildNodes()) {
  hydrateRoot(
    root,
    <StrictMode>
      <App prerendered />
    </StrictMode>,
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
