// Built for Node by rsbuild.prerender.config.ts and run after the web build: the marketplace's public screens as
// they first draw for a visitor who is not signed in (their lists still loading), so the gateway can serve the page
// with them in it and the visitor reads it before any script has run.
import { type DrawnScreen, drawScreen } from '@clipwerk/prerender/draw-screen';
import CreatorsScreen from './creators/CreatorsScreen';
import KnowledgeScreen from './knowledge/KnowledgeScreen';
import { ARTICLES } from './knowledge/articles';
import ProjectsScreen from './projects/ProjectsScreen';

export const drawScreens = (): DrawnScreen[] => [
  drawScreen('/projects', 'Projects', ProjectsScreen),
  drawScreen('/creators', 'Creators', CreatorsScreen),
  ...ARTICLES.map((article) => drawScreen(article.path, 'Knowledge', KnowledgeScreen)),
];
