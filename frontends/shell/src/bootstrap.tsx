import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@clipwerk/ui/styles.css';
import { App } from './App';
import { preloadRemoteScreen } from './remotes/RemoteScreen';
import { screenAt } from './routing/routeTable';

const first = screenAt(window.location.pathname);
if (first?.kind === 'remote') preloadRemoteScreen(first.remote, first.module);

const root = document.getElementById('root')!;
// The landing page comes drawn by the build (frontends/shell/prerender.mjs): React takes over that markup instead of
// drawing it again, so the visitor reads the hero before any script has run. As a transition, the take-over yields
// to the browser every few milliseconds, so a tap on the drawn page is never kept waiting behind it.
if (root.hasChildNodes()) {
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App prerendered />
      </StrictMode>,
    );
  });
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
