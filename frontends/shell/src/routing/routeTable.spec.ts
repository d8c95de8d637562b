import { screenAt } from './routeTable';

describe('screenAt', () => {
  it('finds the screen of an address as the router ranks the routes', () => {
    expect(screenAt('/projects/create')).toEqual({ kind: 'remote', remote: 'marketplace', module: 'CreateProject' });
    expect(screenAt('/projects/0b7c')).toEqual({ kind: 'remote', remote: 'marketplace', module: 'ProjectDetail' });
    expect(screenAt('/project-workspace/0b7c')).toEqual({ kind: 'remote', remote: 'workspace', module: 'ProjectWorkspace' });
    expect(screenAt('/')).toEqual({ kind: 'landing' });
  });

  it('finds none for an unknown address', () => {
    expect(screenAt('/bestaat-niet/echt-niet')).toBeUndefined();
  });
});
