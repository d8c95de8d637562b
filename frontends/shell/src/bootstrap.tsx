import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@clipwerk/ui/styles.css';
import { App, queryClient } from './App';
import { keepDrawnScreens } from './remotes/drawnScreens';
import { keepDrawnData, readDrawnState } from './remotes/drawnState';
import { preloadRemoteScreen } from './remotes/RemoteScreen';
import { screenAt } from './routing/routeTable';
import { tokenStore } from '@clipwerk/shell/sdk';

const first = screenAt(window.location.pathname);
if (first?.kind === 'remote') preloadRemoteScreen(first.remote, first.module);
tokenStore.sharePageSession();

const root = document.getElementById('root')!;
// The landing page and the public pages come drawn by the builds (frontends/prerender/build.mjs), a signed-in page
// by the gateway with its user's data: React takes over that markup instead of drawing it again, so the visitor
// reads the page before any script has run. As a transition, the take-over yields to the browser every few
// milliseconds, so a tap on the drawn page is never kept waiting behind it. A remote's part of the page is kept as
// drawn until its code is here, and then finds the data it was drawn with in the query cache.
if (root.hasChildNodes()) {
  const drawn = readDrawnState(document);
  if (drawn) keepDrawnData(queryClient, drawn);
  keepDrawnScreens(root);
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App drawnFor={drawn?.user ?? null} />
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
