import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@clipwerk/ui/styles.css';
import { App } from './App';
import { keepDrawnScreens } from './remotes/drawnScreens';
import { preloadRemoteScreen } from './remotes/RemoteScreen';
import { screenAt } from './routing/routeTable';

const first = screenAt(window.location.pathname);
if (first?.kind === 'remote') preloadRemoteScreen(first.remote, first.module);

const root = document.getElementById('root')!;
// The landing page and the public pages come drawn by the builds (frontends/shell/prerender.mjs): React takes over
// that markup instead of drawing it again, so the visitor reads the page before any script has run. As a
// transition, the take-over yields to the browser every few milliseconds, so a tap on the drawn page is never kept
// waiting behind it. A remote's part of the page is kept as drawn until its code is here.
if (root.hasChildNodes()) {
  keepDrawnScreens(root);
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
