// Built for Node by rsbuild.prerender.config.ts and run after the web build: the marketplace's public screens as
// they first draw for a visitor who is not signed in (their lists still loading), so the gateway can serve the page
// with them in it and the visitor reads it before any script has run.
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '@clipwerk/shell/sdk';
import CreatorsScreen from './creators/CreatorsScreen';
import KnowledgeScreen from './knowledge/KnowledgeScreen';
import { ARTICLES } from './knowledge/articles';
import ProjectsScreen from './projects/ProjectsScreen';

/** A screen drawn ahead: the address it is drawn at, its exposed name, and its markup. */
export interface DrawnScreen {
  path: string;
  module: string;
  markup: string;
}

const SCREENS: Array<{ path: string; module: string; Screen: ComponentType }> = [
  { path: '/projects', module: 'Projects', Screen: ProjectsScreen },
  { path: '/creators', module: 'Creators', Screen: CreatorsScreen },
  ...ARTICLES.map((article) => ({ path: article.path, module: 'Knowledge', Screen: KnowledgeScreen })),
];

export function drawScreens(): DrawnScreen[] {
  return SCREENS.map(({ path, module, Screen }) => ({
    path,
    module,
    markup: renderToString(
      <StrictMode>
        <QueryClientProvider client={new QueryClient()}>
          <SessionProvider restoreAfterFirstRender>
            <StaticRouter location={path}>
              <Screen />
            </StaticRouter>
          </SessionProvider>
        </QueryClientProvider>
      </StrictMode>,
    ),
  }));
}
