import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SessionContext } from '../sdk';
import { fakeSession } from '../test/fakeSession';
import { Landing } from './Landing';

let release: () => void = () => {};
jest.mock('../remotes/federation', () => ({
  loadRemoteModule: jest.fn(
    () =>
      new Promise((resolve) => {
        release = () => resolve({ default: () => <h2>Echte mensen, echte producten</h2> });
      }),
  ),
}));

describe('landing', () => {
  it('stands a skeleton of the first section below the hero until the sections arrive: no spinner, no empty block', async () => {
    render(
      <SessionContext.Provider value={fakeSession()}>
        <MemoryRouter>
          <Landing />
        </MemoryRouter>
      </SessionContext.Provider>,
    );
    const skeleton = screen.getByRole('region', { name: 'Meer over Clipwerk wordt geladen' });
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton.querySelectorAll('.cw-skeleton--tile')).toHaveLength(12);
    expect(screen.queryByRole('status')).toBeNull();

    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Echte mensen, echte producten' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Meer over Clipwerk wordt geladen' })).toBeNull();
  });
});
