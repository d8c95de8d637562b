import { screen, waitFor } from '@testing-library/react';
import { tokenStore } from '@clipwerk/shell/sdk';
import userEvent from '@testing-library/user-event';
import { company, fakeSession, installFetch, jsonResponse, renderScreen } from '../test/renderScreen';
import { message, summary } from '../test/fixtures';
import { TEXTS } from '../messages';
import ProjectChat from './ProjectChat';

const PROJECT = { id: 'p1', title: 'Unboxing koffiemachine' };
const MOODBOARD = {
  id: 'a1',
  name: 'moodboard.png',
  mimeType: 'image/png',
  size: 48 * 1024,
  url: '/api/conversations/c1/attachments/a1',
};
const conversation = { ...summary({ project: PROJECT }), messages: [], hasMoreMessages: false };

function renderChat() {
  return renderScreen(<ProjectChat projectId="p1" />, { session: fakeSession({ user: company }) });
}

describe('attachments in the project chat', () => {
  beforeAll(() => {
    // jsdom has no object URLs; the picture only needs one to exist.
    URL.createObjectURL = jest.fn(() => 'blob:moodboard');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => tokenStore.clear());

  it('uploads a chosen file at once and sends its id with the next message', async () => {
    const sent: unknown[] = [];
    const uploads: string[] = [];
    installFetch({
      'GET /api/conversations/project/p1': { project: PROJECT, conversation, messages: [] },
      'POST /api/conversations/c1/attachments': (_url: string, init: RequestInit) => {
        uploads.push(((init.body as FormData).get('file') as File).name);
        return jsonResponse(201, { attachment: MOODBOARD });
      },
      'POST /api/conversations/project/p1/message': (_url: string, init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse(201, { conversation: { id: 'c1' }, message: message({ mine: true }) });
      },
    });
    renderChat();
    const picker = await screen.findByLabelText(TEXTS.attach);
    await userEvent.upload(picker, new File(['png'], 'moodboard.png', { type: 'image/png' }));
    expect(await screen.findByRole('button', { name: TEXTS.removeAttachment('moodboard.png') })).toBeInTheDocument();
    expect(uploads).toEqual(['moodboard.png']);

    await userEvent.type(screen.getByLabelText('Bericht'), 'Zie bijlage{Enter}');
    await waitFor(() => expect(sent).toEqual([{ message: 'Zie bijlage', attachments: ['a1'] }]));
    await waitFor(() => expect(screen.queryByRole('button', { name: TEXTS.removeAttachment('moodboard.png') })).toBeNull());
  });

  it('says in Dutch which file could not be uploaded, and sends without it', async () => {
    installFetch({
      'GET /api/conversations/project/p1': { project: PROJECT, conversation, messages: [] },
      'POST /api/conversations/c1/attachments': jsonResponse(413, { message: 'Een bijlage mag maximaal 25MB zijn' }),
    });
    renderChat();
    await userEvent.upload(await screen.findByLabelText(TEXTS.attach), new File(['x'], 'film.mov', { type: 'video/quicktime' }));
    expect(await screen.findByText(TEXTS.attachmentUploadFailed('film.mov'))).toBeInTheDocument();
  });

  it('offers no attachments before the first message opens the conversation', async () => {
    installFetch({ 'GET /api/conversations/project/p1': { project: PROJECT, conversation: null, messages: [] } });
    renderChat();
    expect(await screen.findByText('Nog geen berichten')).toBeInTheDocument();
    expect(screen.queryByLabelText(TEXTS.attach)).not.toBeInTheDocument();
  });

  it("shows a message's picture, fetched with the session's token, and names the file with its size", async () => {
    tokenStore.set('sessie-token');
    const fetchMock = installFetch({
      'GET /api/conversations/project/p1': {
        project: PROJECT,
        conversation,
        messages: [message({ content: 'Zie bijlage', attachments: [MOODBOARD] })],
      },
      'GET /api/conversations/c1/attachments/a1': { ...jsonResponse(200), blob: async () => new Blob(['png']) } as never,
    });
    renderChat();
    expect(await screen.findByRole('img', { name: 'moodboard.png' })).toHaveAttribute('src', 'blob:moodboard');
    expect(screen.getByRole('button', { name: /moodboard\.png \(48\s+kB\) downloaden/ })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === MOODBOARD.url);
    expect((call?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer sessie-token');
  });
});
