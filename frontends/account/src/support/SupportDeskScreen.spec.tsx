import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DisputeBody } from '@clipwerk/contracts/payments';
import { company, fakeSession, installFetch, renderScreen } from '../test/renderScreen';
import SupportDeskScreen from './SupportDeskScreen';

const dispute = (overrides: Partial<DisputeBody> = {}): DisputeBody => ({
  id: 'd-1',
  projectId: 'p-1',
  projectTitle: 'Unboxing koffiebonen',
  status: 'in_review',
  statusLabel: 'In behandeling bij support',
  openedBy: { id: 'u-1', role: 'bedrijf' },
  reason: 'De video toont het verkeerde product.',
  openedAt: '2026-03-04T09:00:00.000Z',
  parties: { company: 'Koffie & Co BV', creator: 'Lotte' },
  deadlines: {
    evidenceDueAt: '2026-03-11T09:00:00.000Z',
    responseDueAt: '2026-03-13T09:00:00.000Z',
    decisionDueAt: '2026-03-18T09:00:00.000Z',
    appealDueAt: null,
  },
  statements: [
    {
      id: 's-1',
      author: { id: 'u-2', role: 'creator', name: 'Lotte' },
      text: 'Ik leverde wat gevraagd was.',
      fileIds: ['f-1'],
      createdAt: '2026-03-05T09:00:00.000Z',
    },
  ],
  decision: null,
  appeal: null,
  actions: { addStatement: false, appeal: false, decide: true },
  ...overrides,
});

describe("support's desk", () => {
  it('lists the disputes, opens one with its evidence and sends a split with the amount typed in Dutch', async () => {
    const decisions: unknown[] = [];
    installFetch({
      'GET /api/support/disputes': { success: true, data: { disputes: [dispute()] } },
      'GET /api/disputes/d-1/evidence': {
        success: true,
        data: {
          dispute: dispute(),
          contractAmount: 400,
          payments: [],
          references: [],
        },
      },
      'GET /api/projects/p-1': { success: true, project: { id: 'p-1', description: 'Pak onze koffiebonen uit.' } },
      'GET /api/upload/deliverables/p-1': {
        success: true,
        deliverables: [{ id: 'dl-1', title: 'Hoofdvideo', files: [{ id: 'f-1', version: 2, originalName: 'unboxing.mp4' }] }],
      },
      'POST /api/upload/preview/p-1/f-1/link': { success: true, url: '/api/upload/preview/p-1/f-1?access=s', expiresAt: '' },
      'GET /api/conversations/project/p-1': {
        success: true,
        messages: [
          { id: 'm-1', content: 'De video staat klaar.', sentAt: '2026-03-03T09:00:00.000Z', sender: { name: 'Lotte' } },
        ],
      },
      'POST /api/support/disputes/d-1/decision': (_url: string, init: RequestInit) => {
        decisions.push(JSON.parse(String(init.body)));
        return undefined;
      },
    });
    renderScreen(<SupportDeskScreen />, { path: '/support', session: fakeSession({ user: { ...company, role: 'support' } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Openen' }));
    expect(await screen.findByText('Ik leverde wat gevraagd was.')).toBeInTheDocument();
    // The evidence the other contexts let support read: the brief, each file opening its preview, the conversation.
    expect(await screen.findByText('Pak onze koffiebonen uit.')).toBeInTheDocument();
    const file = await screen.findByRole('link', { name: 'unboxing.mp4' });
    expect(file).toHaveAttribute('href', '/api/upload/preview/p-1/f-1?access=s');
    expect(file.closest('li')).toHaveTextContent('Hoofdvideo, versie 2: unboxing.mp4 (genoemd in een toelichting)');
    expect(screen.getByRole('list', { name: 'Gesprek' })).toHaveTextContent('De video staat klaar.');

    fireEvent.change(screen.getByLabelText('Uitkomst'), { target: { value: 'split' } });
    fireEvent.change(screen.getByLabelText(/Bedrag voor de creator/), { target: { value: '212,50' } });
    fireEvent.change(screen.getByLabelText('Toelichting voor beide partijen'), { target: { value: 'Deels geleverd.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Besluit vastleggen' }));
    await waitFor(() => expect(decisions).toEqual([{ outcome: 'split', creatorAmount: 212.5, note: 'Deels geleverd.' }]));
  });
});
