import { fireEvent, screen, waitFor } from '@testing-library/react';
import { aProject, company, fakeSession, installFetch, renderScreen } from '../../test/renderScreen';
import { DisputeTab } from './DisputeTab';

describe('the dispute tab', () => {
  it('opens a dispute with the reason typed, and shows what payments refused in its words', async () => {
    const project = aProject();
    const sent: unknown[] = [];
    installFetch({
      'GET /api/disputes': { success: true, data: { disputes: [] } },
      'POST /api/disputes': (_url: string, init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)));
        return {
          status: 409,
          ok: false,
          text: async () =>
            JSON.stringify({
              code: 'PAYMENTS.DISPUTE_NOT_YET',
              message: 'Een geschil kan pas worden geopend zodra de creator iets heeft opgeleverd.',
            }),
        } as Response;
      },
    });
    renderScreen(<DisputeTab project={project} />, {
      path: `/project-workspace/${project.id}`,
      session: fakeSession({ user: company }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Geschil openen' }));
    fireEvent.change(screen.getByLabelText('Wat is het probleem?'), { target: { value: 'Er is nog niets geleverd.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Geschil openen' }));
    await waitFor(() => expect(sent).toEqual([{ projectId: project.id, reason: 'Er is nog niets geleverd.' }]));
    expect(
      await screen.findByText('Een geschil kan pas worden geopend zodra de creator iets heeft opgeleverd.'),
    ).toBeInTheDocument();
  });
});
