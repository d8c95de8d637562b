import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeliverableBody, DeliverableCommentBody } from '@clipwerk/contracts/projects';
import { aProject, company, fakeSession, installFetch, jsonResponse, renderScreen } from '../test/renderScreen';
import { DeliverableReviewCard } from './DeliverableReviewCard';
import { formatMs } from './workspaceView';

// The shell's socket, stood in for: it records what the review emits and lets the test push server events.
const emitted: Array<[string, unknown]> = [];
const listeners = new Map<string, (payload: unknown) => void>();
const fakeSocket = {
  emit: (event: string, payload: unknown) => emitted.push([event, payload]),
  on: (event: string, listener: (payload: unknown) => void) => listeners.set(event, listener),
  off: (event: string) => listeners.delete(event),
};
jest.mock('@clipwerk/shell/sdk', () => ({ ...jest.requireActual('@clipwerk/shell/sdk'), useSocket: () => fakeSocket }));

const file = (id: string, version: number) => ({
  id,
  filename: `${id}.mp4`,
  originalName: `versie-${version}.mp4`,
  type: 'video' as const,
  mimeType: 'video/mp4',
  size: 1000,
  version,
  createdAt: `2025-09-0${version}T10:00:00.000Z`,
  posterUrl: null,
});

const deliverable = (files = [file('f1', 1)]): DeliverableBody => ({
  id: 'd1',
  title: 'Hoofdvideo',
  description: '',
  type: 'deliverable',
  status: 'under_review',
  uploadedAt: '2025-09-01T10:00:00.000Z',
  files,
  reviews: [],
});

const comment = (overrides: Partial<DeliverableCommentBody> = {}): DeliverableCommentBody => ({
  id: 'c1',
  fileId: 'f1',
  atMs: 2400,
  text: 'Logo te klein',
  replyTo: null,
  author: { id: 'u-company', role: 'bedrijf', name: 'Bakkerij Jansen' },
  createdAt: '2025-09-01T11:00:00.000Z',
  resolvedAt: null,
  ...overrides,
});

const BASE = '/api/projects/p1/deliverables/d1/comments';

/** The API with a comment list that grows with every POST, as the server's does. */
function api(stored: DeliverableCommentBody[], extra: Record<string, unknown> = {}) {
  return installFetch({
    'POST /api/upload/preview/p1/f1/link': { success: true, url: '/api/upload/preview/p1/f1?access=x', expiresAt: '' },
    'POST /api/upload/preview/p1/f2/link': { success: true, url: '/api/upload/preview/p1/f2?access=y', expiresAt: '' },
    [`GET ${BASE}`]: () => jsonResponse(200, { success: true, comments: stored }),
    [`POST ${BASE}`]: (_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string);
      const saved = comment({ ...body, id: `c${stored.length + 1}`, replyTo: body.replyTo ?? null });
      stored.push(saved);
      return jsonResponse(201, { success: true, comment: saved });
    },
    ...extra,
  });
}

const show = (item = deliverable(), canJudge = true) =>
  renderScreen(<DeliverableReviewCard project={aProject({ id: 'p1' })} deliverable={item} canJudge={canJudge} />, {
    session: fakeSession({ user: company }),
  });

/** The bodies POSTed to `url`, oldest first. */
const bodyOf = (fetchMock: jest.Mock, url: string) =>
  fetchMock.mock.calls
    .filter(([called, init]) => called === url && (init as RequestInit | undefined)?.method === 'POST')
    .map(([, init]) => JSON.parse((init as RequestInit).body as string));

beforeEach(() => {
  emitted.length = 0;
  listeners.clear();
  HTMLMediaElement.prototype.pause = jest.fn();
});

describe('comments on a version', () => {
  it('stores a comment at once at the moment the player stands at, to the millisecond, and jumps there from its marker', async () => {
    const stored: DeliverableCommentBody[] = [];
    const fetchMock = api(stored);
    show();
    const player = (await screen.findByLabelText(/Video versie-1.mp4/)) as HTMLVideoElement;
    player.currentTime = 12.437;
    await userEvent.type(screen.getByLabelText('Opmerking op dit moment'), 'logo te klein');
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Opmerking plaatsen' }));
    expect(bodyOf(fetchMock, BASE)).toEqual([{ fileId: 'f1', atMs: 12437, text: 'logo te klein' }]);
    const list = await screen.findByRole('region', { name: 'Opmerkingen bij versie 1' });
    expect(await within(list).findByText('0:12,4')).toBeInTheDocument();
    expect(screen.getByLabelText('Opmerking op dit moment')).toHaveValue('');

    player.currentTime = 40;
    await userEvent.click(screen.getByRole('button', { name: 'Ga naar 0:12,4: logo te klein' }));
    expect(player.currentTime).toBeCloseTo(12.437);
  });

  it('answers a comment and marks it resolved, then reopens it', async () => {
    const stored = [comment()];
    const fetchMock = api(stored, {
      [`POST ${BASE}/c1/resolve`]: () => {
        stored[0] = { ...stored[0], resolvedAt: '2025-09-02T10:00:00.000Z' };
        return jsonResponse(200, { success: true, comment: stored[0] });
      },
      [`POST ${BASE}/c1/reopen`]: () => {
        stored[0] = { ...stored[0], resolvedAt: null };
        return jsonResponse(200, { success: true, comment: stored[0] });
      },
    });
    show();
    const thread = (await screen.findByText('Logo te klein')).closest('li') as HTMLElement;
    expect(within(thread).getByText('Open')).toBeInTheDocument();
    await userEvent.click(within(thread).getByRole('button', { name: 'Beantwoorden' }));
    await userEvent.type(within(thread).getByLabelText('Je antwoord'), 'Wordt groter');
    await userEvent.click(within(thread).getByRole('button', { name: 'Antwoord plaatsen' }));
    expect(bodyOf(fetchMock, BASE)).toEqual([{ fileId: 'f1', atMs: 2400, text: 'Wordt groter', replyTo: 'c1' }]);
    expect(await within(thread).findByText('Wordt groter')).toBeInTheDocument();

    await userEvent.click(within(thread).getByRole('button', { name: 'Markeer als opgelost' }));
    expect(await within(thread).findByText('Opgelost')).toBeInTheDocument();
    await userEvent.click(within(thread).getByRole('button', { name: 'Heropenen' }));
    expect(await within(thread).findByText('Open')).toBeInTheDocument();
  });

  it("shows the earlier version's comments with their state on the new version; a click shows that moment now", async () => {
    api([comment({ resolvedAt: '2025-09-02T10:00:00.000Z' }), comment({ id: 'c2', atMs: 5100, text: 'Muziek te hard' })]);
    show(deliverable([file('f1', 1), file('f2', 2)]));
    const earlier = await screen.findByRole('region', { name: 'Opmerkingen bij versie 1' });
    expect(within(earlier).getByText('Logo te klein').closest('li')).toHaveTextContent('Opgelost');
    expect(within(earlier).getByText('Muziek te hard').closest('li')).toHaveTextContent('Open');
    expect(
      within(screen.getByRole('region', { name: 'Opmerkingen bij versie 2' })).getByText('Nog geen opmerkingen bij deze versie.'),
    );
    const player = (await screen.findByLabelText(/Video versie-2.mp4/)) as HTMLVideoElement;
    await userEvent.click(within(earlier).getByRole('button', { name: '0:05,1' }));
    expect(player.currentTime).toBeCloseTo(5.1);
  });

  it("joins the project's room and reads the comments again when the other party changes one", async () => {
    const stored: DeliverableCommentBody[] = [];
    api(stored);
    show(deliverable(), false);
    await screen.findByText('Nog geen opmerkingen bij deze versie.');
    expect(emitted).toContainEqual(['join-project', 'p1']);
    stored.push(comment({ text: 'Nieuw van het bedrijf' }));
    act(() =>
      listeners.get('deliverable-comment')?.({ projectId: 'p1', deliverableId: 'd1', commentId: 'c1', change: 'posted' }),
    );
    expect(await screen.findByText('Nieuw van het bedrijf')).toBeInTheDocument();
  });
});

describe('approving one deliverable', () => {
  it('asks for confirmation saying what follows, then sends the version on screen', async () => {
    const fetchMock = api([], { 'POST /api/projects/p1/review-deliverable': { success: true } });
    show(deliverable([file('f1', 1), file('f2', 2)]));
    await userEvent.click(await screen.findByRole('button', { name: 'Goedkeuren' }));
    await userEvent.click(screen.getByRole('button', { name: 'Goedkeuring versturen' }));
    const dialog = screen.getByRole('dialog', { name: 'Content goedkeuren?' });
    expect(dialog).toHaveTextContent('eindbetaling verschuldigd');
    expect(dialog).toHaveTextContent('kun je de bestanden downloaden');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/projects/p1/review-deliverable')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Goedkeuring versturen' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ja, goedkeuren' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, '/api/projects/p1/review-deliverable')).toEqual([
        { deliverableId: 'd1', reviewType: 'approve', feedback: '', fileId: 'f2' },
      ]),
    );
  });

  it("says so in the server's words when a newer version was delivered meanwhile", async () => {
    const versionChanged = 'Er is intussen een nieuwere versie opgeleverd. Bekijk die eerst en keur dan goed.';
    api([], {
      'POST /api/projects/p1/review-deliverable': jsonResponse(409, {
        success: false,
        code: 'PROJECTS.VERSION_CHANGED',
        message: versionChanged,
      }),
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Goedkeuren' }));
    await userEvent.click(screen.getByRole('button', { name: 'Goedkeuring versturen' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ja, goedkeuren' }));
    expect(await screen.findByText(versionChanged)).toBeInTheDocument();
  });
});

describe('moments', () => {
  it('are shown to a tenth of a second with a Dutch comma', () => {
    expect([0, 2400, 2499, 75_630, 600_000].map(formatMs)).toEqual(['0:00,0', '0:02,4', '0:02,4', '1:15,6', '10:00,0']);
  });
});
