import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MONEY_TEXTS } from '@clipwerk/ui';
import ProjectWorkspaceScreen from './ProjectWorkspaceScreen';
import {
  aPaymentStatus,
  aProject,
  aSelectedCreator,
  company,
  creator,
  fakeSession,
  installFetch,
  jsonResponse,
  renderScreen,
} from '../test/renderScreen';
import type { DeliverableBody, ProjectBody } from '@clipwerk/contracts/projects';
import type { PaymentStatusBody } from '@clipwerk/contracts/payments';
import { formatTime, reviewsOfVersion, timelineEvents } from './workspaceView';
import { MESSAGES } from '../messages';

const DAY = 24 * 60 * 60 * 1000;

const project = (overrides: Partial<ProjectBody> = {}) =>
  aProject({
    title: 'Unboxing koffiemachine',
    description: 'Laat zien hoe je de machine uitpakt.',
    status: 'in_progress',
    budget: 500,
    contractAmount: 420,
    deadline: new Date(Date.now() + 20 * DAY).toISOString(),
    createdAt: '2025-09-01T10:00:00.000Z',
    updatedAt: '2025-09-10T10:00:00.000Z',
    contentType: 'video',
    contentFormat: ['9:16'],
    productInfo: { name: 'Barista Pro', category: 'Keuken', price: 299, sendProduct: true },
    dosAndDonts: { dos: ['Product in de eerste 3 seconden'], donts: ['Geen muziek met copyright'] },
    owner: { id: 'u-company', _id: 'u-company', companyName: 'Bakkerij Jansen', company: 'Bakkerij Jansen' },
    companyId: { _id: 'u-company', companyName: 'Bakkerij Jansen', averageRating: null, logoUrl: null },
    selectedCreator: aSelectedCreator('Sanne de Vries', 'u-creator'),
    ...overrides,
  });

function deliverable(overrides: Partial<DeliverableBody> = {}): DeliverableBody {
  return {
    id: 'd1',
    title: 'Video 1',
    description: '',
    type: 'deliverable',
    status: 'under_review',
    uploadedAt: '2025-09-05T10:00:00.000Z',
    files: [
      {
        id: 'f1',
        filename: 'a.mp4',
        originalName: 'eerste.mp4',
        type: 'video',
        mimeType: 'video/mp4',
        size: 1000,
        version: 1,
        createdAt: '2025-09-05T10:00:00.000Z',
        posterUrl: null,
      },
    ],
    reviews: [],
    ...overrides,
  };
}

const paid: PaymentStatusBody = aPaymentStatus({
  depositAmount: 210,
  finalAmount: 210,
  totalAmount: 420,
  contractAmount: 420,
  deposit: { amount: 210, status: 'paid' },
  final: { amount: 210, status: 'pending' },
  depositPaymentDate: '2025-09-02T10:00:00.000Z',
});

const blobResponse = () =>
  ({
    status: 200,
    ok: true,
    text: async () => '',
    blob: async () => new Blob(['x'], { type: 'video/mp4' }),
  }) as unknown as Response;

const previewLink = (fileId: string) => ({
  success: true,
  url: `/api/upload/preview/p1/${fileId}?access=signed-${fileId}`,
  expiresAt: '2025-09-10T10:15:00.000Z',
});

function api({
  detail = { project: project(), isOwner: false, canApply: false } as unknown,
  deliverables = [] as DeliverableBody[],
  payment = paid,
  extra = {} as Record<string, unknown>,
} = {}) {
  return installFetch({
    'GET /api/projects/p1': detail,
    'GET /api/upload/deliverables/p1': { success: true, deliverables },
    'GET /api/payments/projects/p1/status': { success: true, data: payment },
    'GET /api/payments/projects/p1/history': { success: true, data: { payments: [], movements: [] } },
    'POST /api/upload/preview/p1/f1/link': previewLink('f1'),
    'POST /api/upload/preview/p1/f2/link': previewLink('f2'),
    'GET /api/upload/download/p1/f1': () => blobResponse(),
    'GET /api/upload/download/p1/f2': () => blobResponse(),
    'GET /api/projects/p1/deliverables/d1/comments': { success: true, comments: [] },
    ...extra,
  });
}

const asCreator = () =>
  renderScreen(<ProjectWorkspaceScreen />, {
    path: '/project-workspace/p1',
    route: '/project-workspace/:projectId',
    session: fakeSession({ user: creator }),
  });
const asCompany = () =>
  renderScreen(<ProjectWorkspaceScreen />, {
    path: '/project-workspace/p1',
    route: '/project-workspace/:projectId',
    session: fakeSession({ user: company }),
  });
const ownerDetail = (overrides: Partial<ProjectBody> = {}) => ({ project: project(overrides), isOwner: true, canApply: false });

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
  HTMLMediaElement.prototype.pause = jest.fn();
});

describe('the open tab lives in the address', () => {
  const openAt = (path: string) =>
    renderScreen(<ProjectWorkspaceScreen />, {
      path,
      route: '/project-workspace/:projectId',
      session: fakeSession({ user: company }),
    });

  it('opens the tab a link names, writes the tab she opens into the address, and falls back to the overview', async () => {
    api({ detail: ownerDetail({ status: 'under_review' }) });
    openAt('/project-workspace/p1?tab=payment');
    expect(await screen.findByRole('tab', { name: 'Betaling' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Bedragen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Goedkeuring' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/project-workspace/p1?tab=review');
    await userEvent.click(screen.getByRole('tab', { name: 'Overzicht' }));
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/project-workspace\/p1$/);
  });

  it('shows the overview for an unknown tab', async () => {
    api({ detail: ownerDetail({ status: 'in_progress' }) });
    openAt('/project-workspace/p1?tab=onbekend');
    expect(await screen.findByRole('tab', { name: 'Overzicht' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('access to the workspace', () => {
  it('names no assignment on a 404 (the refusal shows no title), says her role and leads to her own list', async () => {
    installFetch({
      'GET /api/projects/p1': jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'Opdracht niet gevonden' }),
    });
    asCreator();
    expect(await screen.findByRole('heading', { level: 1, name: 'Geen toegang tot deze opdracht' })).toBeInTheDocument();
    expect(screen.getByText(/Je bent ingelogd als creator \(Sanne\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terug' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar mijn opdrachten' })).toHaveAttribute('href', '/my-active-projects');
    expect(screen.queryByRole('link', { name: 'Bekijk de opdracht' })).toBeNull();
  });

  it('sends a company to its own assignments from the 404 page', async () => {
    installFetch({ 'GET /api/projects/p1': jsonResponse(404, {}) });
    asCompany();
    expect(await screen.findByRole('link', { name: 'Naar mijn opdrachten' })).toHaveAttribute('href', '/my-projects');
    expect(screen.getByText(/Je bent ingelogd als bedrijf/)).toBeInTheDocument();
  });

  it('names the public assignment when it loads but she is no party of it, with a link to its page', async () => {
    api({
      detail: {
        project: project({ selectedCreator: aSelectedCreator('Ander', 'someone-else') }),
        isOwner: false,
        canApply: false,
      },
    });
    asCreator();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Geen toegang tot “Unboxing koffiemachine”' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Alleen het bedrijf van de opdracht en de gekozen creator/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk de opdracht' })).toHaveAttribute('href', '/projects/p1');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows "Fout bij het laden van de opdracht" with a Terug button on other failures', async () => {
    installFetch({ 'GET /api/projects/p1': jsonResponse(500, {}) });
    asCreator();
    expect(await screen.findByText('Fout bij het laden van de opdracht')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Terug/ })).toBeInTheDocument();
  });
});

describe('header and overview', () => {
  const withLogo = (logoUrl: string) => ({
    project: project({ companyId: { _id: 'u-company', companyName: 'Bakkerij Jansen', averageRating: null, logoUrl } }),
    isOwner: false,
    canApply: false,
  });

  it('shows the company’s logo beside its name, named in Dutch, instead of its initials', async () => {
    api({ detail: withLogo('/api/media/images/logo-jansen.png') });
    asCreator();
    const parties = await screen.findByRole('list', { name: 'Deelnemers' });
    const logo = within(parties).getByRole('img', { name: MESSAGES.companyLogo('Bakkerij Jansen') });
    expect(logo).toHaveAttribute('src', '/api/media/images/logo-jansen.png');
    expect(within(parties).queryByText('BJ')).not.toBeInTheDocument();
  });

  it('falls back to the company’s initials when its logo does not load', async () => {
    api({ detail: withLogo('/api/media/images/weg.png') });
    asCreator();
    const parties = await screen.findByRole('list', { name: 'Deelnemers' });
    fireEvent.error(within(parties).getByRole('img', { name: MESSAGES.companyLogo('Bakkerij Jansen') }));
    expect(within(parties).getByRole('img', { name: 'Bakkerij Jansen' })).toHaveTextContent('BJ');
  });

  it('shows the parties, the facts and the six tabs', async () => {
    api();
    asCreator();
    expect(await screen.findByRole('heading', { name: 'Unboxing koffiemachine' })).toBeInTheDocument();
    const parties = screen.getByRole('list', { name: 'Deelnemers' });
    expect(within(parties).getByText('Bakkerij Jansen').nextElementSibling).toHaveTextContent('Bedrijf');
    // No logo: the company's initials.
    expect(within(parties).getByRole('img', { name: 'Bakkerij Jansen' })).toHaveTextContent('BJ');
    expect(within(parties).getByText('Sanne de Vries').nextElementSibling).toHaveTextContent('Contentcreator');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overzicht',
      'Bestanden',
      'Chat',
      'Tijdlijn',
      'Goedkeuring',
      'Betaling',
      'Geschil',
    ]);
    expect(screen.getByText('Barista Pro')).toBeInTheDocument();
    expect(screen.getByText('Product verzonden').nextElementSibling).toHaveTextContent('Ja');
    expect(screen.getByText('Product in de eerste 3 seconden')).toBeInTheDocument();
    expect(screen.getByText('Geen muziek met copyright')).toBeInTheDocument();
    expect(screen.getByText('nog 20 dagen')).toHaveClass('ws-days--success');
    const head = screen.getByRole('region', { name: 'Projectgegevens' });
    expect(within(head).getByText('Budget').nextElementSibling!.textContent!.replace(/\s/g, ' ')).toBe('€ 500,00');
    expect(within(head).getByText('Afgesproken prijs').nextElementSibling!.textContent!.replace(/\s/g, ' ')).toBe('€ 420,00');
    expect(within(head).getByText('Soort video').nextElementSibling).toHaveTextContent('Video');
    expect(within(head).getByText('Status').nextElementSibling).toHaveTextContent('In uitvoering');
  });

  it('shows only what the brief has: no empty product or lists, a checklist without them, and the delivery date', async () => {
    const brief = project({ productInfo: null, dosAndDonts: { dos: [], donts: [] }, status: 'delivered' });
    api({
      detail: {
        project: {
          ...brief,
          deadlines: { deliveryDueAt: '2030-03-14T22:59:59.000Z', reviewDueAt: null, finalPaymentDueAt: null },
        },
        isOwner: true,
        canApply: false,
      },
    });
    asCompany();
    const head = await screen.findByRole('region', { name: 'Projectgegevens' });
    expect(within(head).getByText('Opleveren uiterlijk').nextElementSibling).toHaveTextContent('14 maart 2030');
    expect(screen.queryByText('Productinformatie')).toBeNull();
    expect(screen.queryByText(/Niets opgegeven|Geen productinformatie/)).toBeNull();
    expect(screen.queryByText('Te doen')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Goedkeuring' }));
    const checklist = await screen.findByText('Wanneer keur je goed?');
    const card = checklist.closest('section, div.cw-card') as HTMLElement;
    expect(card).not.toHaveTextContent(/Te doen|Niet doen|product/i);
    expect(card).toHaveTextContent('De content past bij de briefing');
  });

  it('colours the deadline red under 7 days and says "Verlopen" when past', async () => {
    api({
      detail: { project: project({ deadline: new Date(Date.now() + 6 * DAY).toISOString() }), isOwner: false, canApply: false },
    });
    const first = asCreator();
    expect(await screen.findByText('nog 6 dagen')).toHaveClass('ws-days--danger');
    first.unmount();
    api({
      detail: { project: project({ deadline: new Date(Date.now() - 2 * DAY).toISOString() }), isOwner: false, canApply: false },
    });
    asCreator();
    expect(await screen.findByText('Verlopen')).toHaveClass('ws-days--danger');
  });

  it('counts no days down once the work is handed in or the project has ended', async () => {
    const past = new Date(Date.now() - 2 * DAY).toISOString();
    for (const status of ['delivered', 'completed'] as const) {
      api({ detail: { project: project({ status, deadline: past }), isOwner: false, canApply: false } });
      const shown = asCreator();
      const head = await screen.findByRole('region', { name: 'Projectgegevens' });
      expect(within(head).getByText('Deadline').nextElementSibling!.textContent).not.toMatch(/Verlopen|nog|Vandaag/);
      shown.unmount();
    }
  });

  it('lets the selected creator start the work', async () => {
    const fetchMock = api({
      detail: { project: project({ status: 'creator_selected' }), isOwner: false, canApply: false },
      extra: { 'POST /api/projects/p1/start': { success: true } },
    });
    asCreator();
    await userEvent.click(await screen.findByRole('button', { name: 'Begin met werken' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/projects/p1/start' && init?.method === 'POST')).toBe(true),
    );
  });

  it('offers the owner "Beoordeel content" on delivered content and everyone "Stuur bericht"', async () => {
    api({ detail: ownerDetail({ status: 'under_review' }) });
    asCompany();
    await userEvent.click(await screen.findByRole('button', { name: 'Beoordeel content' }));
    expect(screen.getByRole('tab', { name: 'Goedkeuring' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Overzicht' }));
    expect(screen.queryByRole('button', { name: 'Begin met werken' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Stuur bericht' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/messages?project=p1');
  });

  it('takes the creator in progress from "Upload content" to Bestanden', async () => {
    api();
    asCreator();
    await userEvent.click(await screen.findByRole('button', { name: 'Upload content' }));
    expect(screen.getByRole('tab', { name: 'Bestanden' })).toHaveAttribute('aria-selected', 'true');
  });
});

/**
 * tus-js-client's Upload stand-in: records what the screen asks of it and lets the test play progress, success
 * and errors. What is stored for resuming after a reload is `stored`; what a new upload finds of the same file is
 * `previous`.
 */
jest.mock('tus-js-client', () => {
  class Upload {
    static created: Upload[] = [];
    static previous: unknown[] = [];
    static stored: unknown[] = [];
    starts = 0;
    aborts = 0;
    resumedFrom: unknown = null;
    constructor(
      readonly file: File,
      readonly options: Record<string, any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- the options as given
    ) {
      Upload.created.push(this);
    }
    findPreviousUploads() {
      return Promise.resolve(Upload.previous);
    }
    resumeFromPreviousUpload(previous: unknown) {
      this.resumedFrom = previous;
    }
    start() {
      this.starts += 1;
    }
    abort() {
      this.aborts += 1;
      return Promise.resolve();
    }
  }
  return { Upload, defaultOptions: { urlStorage: { findAllUploads: async () => Upload.stored } } };
});
jest.mock('./posterFrame', () => ({
  ...jest.requireActual('./posterFrame'),
  capturePosterFrame: jest.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
}));

interface FakeTus {
  file: File;
  options: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the options as given
  starts: number;
  aborts: number;
  resumedFrom: unknown;
}
const Tus = jest.requireMock('tus-js-client').Upload as { created: FakeTus[]; previous: unknown[]; stored: unknown[] };
const { capturePosterFrame } = jest.requireMock('./posterFrame') as { capturePosterFrame: jest.Mock };

/** The upload of `name`, once the screen has looked for an earlier one and started it. */
async function tusUpload(name: string): Promise<FakeTus> {
  await waitFor(() => expect(Tus.created.find((upload) => upload.file.name === name)?.starts).toBeGreaterThan(0));
  return Tus.created.find((upload) => upload.file.name === name)!;
}
const progress = (upload: FakeTus, sent: number, total: number) => act(() => upload.options.onProgress(sent, total));
const succeed = (upload: FakeTus, headers: Record<string, string> = {}) =>
  act(() => upload.options.onSuccess({ lastResponse: { getHeader: (name: string) => headers[name] } }));
const fail = (upload: FakeTus, status: number, body: string) =>
  act(() =>
    upload.options.onError(
      Object.assign(new Error('tus: unexpected response'), {
        originalResponse: { getStatus: () => status, getBody: () => body },
      }),
    ),
  );

describe('files', () => {
  beforeEach(() => {
    Tus.created = [];
    Tus.previous = [];
    Tus.stored = [];
    capturePosterFrame.mockClear();
    localStorage.setItem('clipwerk.token', 'token-of-sanne');
  });
  afterEach(() => localStorage.clear());

  const video = (name: string) => new File(['0123456789'], name, { type: 'video/mp4' });
  const openFiles = async () => userEvent.click(await screen.findByRole('tab', { name: 'Bestanden' }));

  it('uploads every file resumably with a progress bar each, the token on every request, and reports how many succeeded', async () => {
    api();
    asCreator();
    await openFiles();
    await userEvent.upload(screen.getByLabelText('Bestanden uploaden'), [video('een.mp4'), video('twee.mp4')]);
    const first = await tusUpload('een.mp4');
    const second = await tusUpload('twee.mp4');
    expect(first.options).toMatchObject({
      endpoint: '/api/uploads/',
      metadata: { projectId: 'p1', filename: 'een.mp4', filetype: 'video/mp4', title: 'een.mp4', description: '' },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
    });
    // A dropped connection is retried, more than once, before the upload fails.
    expect(first.options.retryDelays.length).toBeGreaterThan(1);
    const request = { setHeader: jest.fn() };
    await first.options.onBeforeRequest(request);
    expect(request.setHeader).toHaveBeenCalledWith('Authorization', 'Bearer token-of-sanne');

    progress(first, 5, 10);
    expect(screen.getByRole('progressbar', { name: 'Voortgang een.mp4' })).toHaveAttribute('value', '50');
    // The percent is written beside the bar, too.
    expect(screen.getByRole('progressbar', { name: 'Voortgang een.mp4' }).nextElementSibling).toHaveTextContent('50%');
    expect(screen.getByRole('progressbar', { name: 'Voortgang twee.mp4' })).toHaveAttribute('value', '0');
    succeed(first);
    progress(second, 10, 10);
    succeed(second);
    expect(await screen.findByText('2 bestanden geüpload!')).toBeInTheDocument();
  });

  it('uploads a new version of a deliverable under revision, which keeps the earlier one, and not of an approved one', async () => {
    api({
      detail: { project: project({ status: 'revision_requested' }), isOwner: false, canApply: false },
      deliverables: [deliverable({ status: 'revision_requested' }), deliverable({ id: 'd2', title: 'Foto', status: 'approved' })],
    });
    asCreator();
    await openFiles();
    await userEvent.upload(await screen.findByLabelText('Nieuwe versie van Video 1 uploaden'), video('tweede.mp4'));
    const upload = await tusUpload('tweede.mp4');
    expect(upload.options.metadata).toMatchObject({ projectId: 'p1', filename: 'tweede.mp4', deliverableId: 'd1' });
    progress(upload, 3, 10);
    expect(screen.getByRole('progressbar', { name: 'Voortgang tweede.mp4' })).toHaveAttribute('value', '30');
    // An approved deliverable takes no new version.
    expect(screen.queryByLabelText('Nieuwe versie van Foto uploaden')).toBeNull();
  });

  it('pauses a running upload and resumes it with the same button', async () => {
    api();
    asCreator();
    await openFiles();
    await userEvent.upload(screen.getByLabelText('Bestanden uploaden'), video('lang.mp4'));
    const upload = await tusUpload('lang.mp4');
    progress(upload, 3, 10);

    await userEvent.click(screen.getByRole('button', { name: 'Pauzeren lang.mp4' }));
    expect(upload.aborts).toBe(1);
    expect(screen.getByRole('progressbar', { name: 'Voortgang lang.mp4' }).nextElementSibling).toHaveTextContent(
      '30% · Gepauzeerd',
    );
    expect(screen.queryByRole('button', { name: 'Pauzeren lang.mp4' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Hervatten lang.mp4' }));
    expect(upload.starts).toBe(2);
    expect(screen.getByRole('button', { name: 'Pauzeren lang.mp4' })).toBeInTheDocument();
    expect(screen.queryByText(/Gepauzeerd/)).toBeNull();

    succeed(upload);
    expect(await screen.findByText('1 bestand geüpload!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pauzeren|Hervatten/ })).toBeNull();
  });

  it('names an upload interrupted by a reload and continues it when the same file is chosen again', async () => {
    const earlier = {
      size: 10,
      metadata: { projectId: 'p1', filename: 'lang.mp4' },
      creationTime: '2025-09-05T10:00:00.000Z',
      urlStorageKey: 'tus::clipwerk/p1/lang.mp4::1',
      uploadUrl: '/api/uploads/0123456789abcdef0123456789abcdef',
      parallelUploadUrls: null,
    };
    Tus.stored = [earlier, { ...earlier, metadata: { projectId: 'p2', filename: 'ander.mp4' } }];
    Tus.previous = [earlier];
    api();
    asCreator();
    await openFiles();
    expect(
      await screen.findByText('lang.mp4: kies dit bestand opnieuw om verder te gaan waar de upload stopte.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/ander\.mp4/)).toBeNull();

    await userEvent.upload(screen.getByLabelText('Bestanden uploaden'), video('lang.mp4'));
    const upload = await tusUpload('lang.mp4');
    expect(upload.resumedFrom).toBe(earlier);
    // The same file for another project is another upload.
    const file = upload.file;
    expect(await upload.options.fingerprint(file, upload.options)).toContain('p1');
    expect(screen.queryByText(/kies dit bestand opnieuw/)).toBeNull();
  });

  it('starts afresh when this browser has no earlier upload of the file', async () => {
    api();
    asCreator();
    await openFiles();
    await userEvent.upload(screen.getByLabelText('Bestanden uploaden'), video('nieuw.mp4'));
    const upload = await tusUpload('nieuw.mp4');
    expect(upload.resumedFrom).toBeNull();
  });

  it("shows the server's message when an upload fails, and a Dutch fallback without one", async () => {
    api();
    asCreator();
    await openFiles();
    await userEvent.upload(screen.getByLabelText('Bestanden uploaden'), video('groot.mp4'));
    fail(
      await tusUpload('groot.mp4'),
      413,
      JSON.stringify({ success: false, code: 'TOO_LARGE', message: 'Bestand is te groot' }),
    );
    expect(await screen.findByText('Upload fout: Bestand is te groot')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Bestanden uploaden'), video('fout.mp4'));
    fail(await tusUpload('fout.mp4'), 415, 'Bestandstype niet toegestaan');
    expect(await screen.findByText('Upload fout: Bestandstype niet toegestaan')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Bestanden uploaden'), video('weer.mp4'));
    fail(await tusUpload('weer.mp4'), 0, '');
    expect(await screen.findByText('Upload fout: Onbekende fout bij het uploaden')).toBeInTheDocument();
  });

  it('sends a poster frame of a finished video for the version it became', async () => {
    const fetchMock = api({ extra: { 'PUT /api/upload/poster/p1/f9': { success: true } } });
    asCreator();
    await openFiles();
    const file = video('clip.mp4');
    await userEvent.upload(screen.getByLabelText('Bestanden uploaden'), file);
    succeed(await tusUpload('clip.mp4'), { 'Clipwerk-File-Id': 'f9' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/upload/poster/p1/f9' && init?.method === 'PUT')).toBe(true),
    );
    expect(capturePosterFrame).toHaveBeenCalledWith(file);
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/upload/poster/p1/f9')!;
    expect(init?.body).toBeInstanceOf(Blob);
    expect(init?.headers).toMatchObject({ 'Content-Type': 'image/jpeg', Authorization: 'Bearer token-of-sanne' });
  });

  it('says nothing when the poster cannot be made or sent: the video was uploaded', async () => {
    api({ extra: { 'PUT /api/upload/poster/p1/f9': jsonResponse(500, {}) } });
    asCreator();
    await openFiles();
    await userEvent.upload(screen.getByLabelText('Bestanden uploaden'), video('clip.mp4'));
    succeed(await tusUpload('clip.mp4'), { 'Clipwerk-File-Id': 'f9' });
    expect(await screen.findByText('1 bestand geüpload!')).toBeInTheDocument();
    await waitFor(() => expect(capturePosterFrame).toHaveBeenCalled());
    capturePosterFrame.mockResolvedValueOnce(null);
    await userEvent.upload(screen.getByLabelText('Bestanden uploaden'), video('kapot.mp4'));
    succeed(await tusUpload('kapot.mp4'), { 'Clipwerk-File-Id': 'f9' });
    expect(await screen.findByText('1 bestand geüpload!')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows each video version with its poster frame, fetched with the token', async () => {
    const withPoster = deliverable({
      files: [{ ...deliverable().files[0], posterUrl: '/api/upload/poster/p1/f1' }],
    });
    const fetchMock = api({
      deliverables: [withPoster],
      extra: { 'GET /api/upload/poster/p1/f1': () => blobResponse() },
    });
    asCreator();
    await openFiles();
    expect(await screen.findByRole('img', { name: 'Poster van eerste.mp4 (versie 1)' })).toHaveAttribute('src', 'blob:preview');
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/upload/poster/p1/f1')!;
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-of-sanne' });
  });

  it('refuses anything but video and images when dropped', async () => {
    api();
    asCreator();
    await userEvent.click(await screen.findByRole('tab', { name: 'Bestanden' }));
    const pdf = new File(['x'], 'brief.pdf', { type: 'application/pdf' });
    fireEvent.drop(screen.getByTestId('drop-area'), { dataTransfer: { files: [pdf] } });
    expect(await screen.findByText('Alleen video’s en afbeeldingen zijn toegestaan.')).toBeInTheDocument();
    expect(Tus.created).toHaveLength(0);
  });

  it('lets the creator submit in progress once there is a file, and not before', async () => {
    const fetchMock = api({
      deliverables: [deliverable({ status: 'uploaded' })],
      extra: { 'POST /api/projects/p1/submit': { success: true } },
    });
    asCreator();
    await userEvent.click(await screen.findByRole('tab', { name: 'Bestanden' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Opleveren' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/projects/p1/submit' && init?.method === 'POST')).toBe(true),
    );
  });

  it('has no Opleveren without files, and no upload for the company', async () => {
    api();
    const view = asCreator();
    await userEvent.click(await screen.findByRole('tab', { name: 'Bestanden' }));
    expect(await screen.findByText('Er zijn nog geen bestanden geüpload.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opleveren' })).toBeNull();
    view.unmount();
    api({ detail: ownerDetail() });
    asCompany();
    await userEvent.click(await screen.findByRole('tab', { name: 'Bestanden' }));
    expect(await screen.findByText('Er zijn nog geen bestanden geüpload.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Bestanden uploaden')).toBeNull();
  });

  it("shows the creator each version with the company's feedback and timed comments, downloads only after the final payment", async () => {
    const two = deliverable({
      status: 'revision_requested',
      files: [
        ...deliverable().files,
        { ...deliverable().files[0], id: 'f2', originalName: 'tweede.mp4', version: 2, createdAt: '2025-09-08T10:00:00.000Z' },
      ],
      reviews: [
        {
          id: 'r1',
          reviewType: 'revision',
          feedback: 'Meer licht graag',
          reviewedAt: '2025-09-06T10:00:00.000Z',
          comments: [{ atSeconds: 12, atMs: 12_000, text: 'logo te klein' }],
        },
      ],
    });
    api({ deliverables: [two] });
    const view = asCreator();
    await userEvent.click(await screen.findByRole('tab', { name: 'Bestanden' }));
    const first = (await screen.findByText('Versie 1')).closest('li')!;
    expect(within(first).getByText('Meer licht graag')).toBeInTheDocument();
    expect(within(first).getByText('0:12,0').parentElement).toHaveTextContent('0:12,0 logo te klein');
    // The creator opens the version at the comment's moment.
    const tab = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    await userEvent.click(within(first).getByRole('button', { name: '0:12,0' }));
    await waitFor(() => expect(tab.location.href).toBe('/api/upload/preview/p1/f1?access=signed-f1#t=12'));
    open.mockRestore();
    const second = screen.getByText('Versie 2').closest('li')!;
    expect(within(second).queryByText('Meer licht graag')).toBeNull();
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
    view.unmount();

    api({
      detail: { project: { ...project(), canDownload: true }, isOwner: false, canApply: false },
      deliverables: [two],
      payment: { ...paid, finalPaymentCompleted: true },
    });
    asCreator();
    await userEvent.click(await screen.findByRole('tab', { name: 'Bestanden' }));
    expect(await screen.findByRole('button', { name: 'Download eerste.mp4' })).toBeInTheDocument();
  });

  it('opens a preview in a new tab that streams from a preview link', async () => {
    const tab = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    api({ deliverables: [deliverable()] });
    asCreator();
    await userEvent.click(await screen.findByRole('tab', { name: 'Bestanden' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Voorbeeld eerste.mp4' }));
    await waitFor(() => expect(tab.location.href).toBe('/api/upload/preview/p1/f1?access=signed-f1'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.close).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('says so when a preview or a download cannot be fetched', async () => {
    const tab = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    api({
      detail: { project: { ...project(), canDownload: true }, isOwner: false, canApply: false },
      deliverables: [deliverable()],
      payment: { ...paid, finalPaymentCompleted: true },
      extra: {
        'POST /api/upload/preview/p1/f1/link': jsonResponse(500, {}),
        'GET /api/upload/download/p1/f1': jsonResponse(500, {}),
      },
    });
    asCreator();
    await userEvent.click(await screen.findByRole('tab', { name: 'Bestanden' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Voorbeeld eerste.mp4' }));
    expect(await screen.findByText('Kon het voorbeeld niet laden')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Download eerste.mp4' }));
    expect(await screen.findByText('Kon bestand niet downloaden')).toBeInTheDocument();
    open.mockRestore();
  });

  it('saves a download under its original name', async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const saved: string[] = [];
    api({
      detail: { project: { ...project(), canDownload: true }, isOwner: false, canApply: false },
      deliverables: [deliverable()],
      payment: { ...paid, finalPaymentCompleted: true },
    });
    asCreator();
    await userEvent.click(await screen.findByRole('tab', { name: 'Bestanden' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Download eerste.mp4' }));
    await waitFor(() => expect(saved).toEqual(['eerste.mp4']));
    click.mockRestore();
  });
});

describe('review', () => {
  it('shows the creator the comments on her versions, without the verdict', async () => {
    api({ deliverables: [deliverable()] });
    asCreator();
    await userEvent.click(await screen.findByRole('tab', { name: 'Goedkeuring' }));
    expect(await screen.findByRole('button', { name: 'Opmerking plaatsen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Alles goedkeuren' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Goedkeuren' })).toBeNull();
  });

  it('starts the review once when the owner opens delivered content', async () => {
    const fetchMock = api({
      detail: ownerDetail({ status: 'delivered' }),
      deliverables: [deliverable({ status: 'uploaded' })],
      extra: { 'POST /api/projects/p1/start-review': { success: true } },
    });
    asCompany();
    await userEvent.click(await screen.findByRole('tab', { name: 'Goedkeuring' }));
    await screen.findByLabelText(/Video eerste.mp4/);
    const starts = fetchMock.mock.calls.filter(([url]) => url === '/api/projects/p1/start-review');
    expect(starts).toHaveLength(1);
    expect(starts[0][1]?.method).toBe('POST');
  });

  it('approves with optional feedback, and says so when the review fails', async () => {
    api({
      detail: ownerDetail({ status: 'under_review' }),
      deliverables: [deliverable()],
      extra: { 'POST /api/projects/p1/review-deliverable': jsonResponse(500, {}) },
    });
    asCompany();
    await userEvent.click(await screen.findByRole('tab', { name: 'Goedkeuring' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Goedkeuren' }));
    expect(screen.getByPlaceholderText('Optionele feedback...')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Goedkeuring versturen' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ja, goedkeuren' }));
    expect(await screen.findByText('Fout bij het beoordelen van de oplevering')).toBeInTheDocument();
  });

  it('approves everything at once after confirming what follows, naming the versions on screen', async () => {
    const fetchMock = api({
      detail: ownerDetail({ status: 'under_review' }),
      deliverables: [deliverable()],
      extra: { 'POST /api/projects/p1/approve': { success: true } },
    });
    asCompany();
    await userEvent.click(await screen.findByRole('tab', { name: 'Goedkeuring' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Alles goedkeuren' }));
    const dialog = screen.getByRole('dialog', { name: 'Content goedkeuren?' });
    expect(dialog).toHaveTextContent('Na je goedkeuring is de eindbetaling verschuldigd.');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/projects/p1/approve')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, goedkeuren' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/projects/p1/approve')).toBe(true));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/projects/p1/approve')!;
    expect(JSON.parse(call[1]?.body as string)).toEqual({ fileIds: ['f1'] });
  });

  it('compares two versions side by side', async () => {
    const two = deliverable({
      files: [...deliverable().files, { ...deliverable().files[0], id: 'f2', originalName: 'tweede.mp4', version: 2 }],
    });
    api({ detail: ownerDetail({ status: 'under_review' }), deliverables: [two] });
    asCompany();
    await userEvent.click(await screen.findByRole('tab', { name: 'Goedkeuring' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Versies vergelijken' }));
    const compare = screen.getByLabelText('Versies vergelijken');
    expect(await within(compare).findByLabelText('Video eerste.mp4 (versie 1)')).toBeInTheDocument();
    expect(await within(compare).findByLabelText('Video tweede.mp4 (versie 2)')).toBeInTheDocument();
  });
});

describe('timeline and payment', () => {
  it('lists what happened with the real dates', async () => {
    api({
      detail: {
        project: project({
          status: 'revision_requested',
          creatorSelectedAt: '2025-09-03T10:00:00.000Z',
          revisionRequestedAt: '2025-09-08T10:00:00.000Z',
        }),
        isOwner: false,
        canApply: false,
      },
      deliverables: [
        deliverable({
          reviews: [{ id: 'r1', reviewType: 'revision', feedback: '', reviewedAt: '2025-09-07T10:00:00.000Z', comments: [] }],
        }),
      ],
    });
    asCreator();
    await userEvent.click(await screen.findByRole('tab', { name: 'Tijdlijn' }));
    const timeline = screen.getByRole('list', { name: 'Tijdlijn' });
    await waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(4));
    const items = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items[0]).toBe('Opdracht aangemaakt1 september 2025');
    expect(items[1]).toBe('Creator geselecteerd · Sanne de Vries3 september 2025');
    expect(items[2]).toBe('Content geüpload · 1 bestand5 september 2025');
    expect(items[3]).toBe('Revisie gevraagd8 september 2025');
  });

  // Figures no client arithmetic would produce from each other (a launch offer, an odd cent): shown as sent.
  const figures: PaymentStatusBody = {
    ...paid,
    contractAmount: 420.01,
    totalAmount: 420.01,
    finalAmount: 210.01,
    fee: { percentage: 0, launchOffer: true, platformFee: 0, creatorAmount: 420.01 },
    proposedAmount: null,
  };
  const movements = {
    payments: [],
    movements: [
      { id: 'm1', type: 'deposit', paymentId: 'pay-1', amount: 210, at: '2025-09-02T10:00:00.000Z' },
      { id: 'm2', type: 'final', paymentId: 'pay-2', amount: 210.01, at: '2025-09-21T10:00:00.000Z' },
      { id: 'm3', type: 'settlement', paymentId: null, amount: 420.01, at: '2025-09-21T10:00:00.000Z' },
    ],
  };
  const amountOf = (label: string) =>
    within(screen.getByLabelText('Bedragen')).getByText(label).nextElementSibling!.textContent!.replace(/\s/g, ' ');

  it('shows the creator the contract amount, both halves, her share as payments sent it and every movement with its date', async () => {
    api({ payment: figures, extra: { 'GET /api/payments/projects/p1/history': { success: true, data: movements } } });
    asCreator();
    await userEvent.click(await screen.findByRole('tab', { name: 'Betaling' }));
    await screen.findByLabelText('Bedragen');
    expect(amountOf('Contractbedrag')).toBe('€ 420,01');
    expect(amountOf('Aanbetaling')).toBe('€ 210,00 Betaald op 2 september 2025');
    expect(amountOf('Eindbetaling')).toBe('€ 210,01 Wachten op goedkeuring');
    expect(amountOf('Jouw aandeel')).toBe('€ 420,01');
    expect(amountOf('Platformkosten (0%)')).toContain('Introductieaanbod');
    const history = await screen.findByRole('list', { name: 'Betaalgeschiedenis' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent!.replace(/\s/g, ' ')),
    ).toEqual([
      'Aanbetaling ontvangen · € 210,00 · 2 september 2025',
      'Eindbetaling ontvangen · € 210,01 · 21 september 2025',
      'Afgerekend: platformkosten en aandeel creator · € 420,01 · 21 september 2025',
    ]);
    expect(screen.queryByRole('link', { name: 'Nu betalen' })).toBeNull();
    expect(screen.queryByText('Eindbetaling vereist')).toBeNull();
  });

  it('asks the owner of an approved project for the final payment, in the banner and the tab', async () => {
    api({ detail: ownerDetail({ status: 'approved' }), payment: figures });
    asCompany();
    const banner = await screen.findByRole('region', { name: 'Eindbetaling vereist' });
    expect(within(banner).getByRole('link', { name: 'Nu betalen' })).toHaveAttribute('href', '/project/p1/approve-payment');
    await userEvent.click(screen.getByRole('tab', { name: 'Betaling' }));
    await screen.findByLabelText('Bedragen');
    expect(amountOf('Eindbetaling')).toBe('€ 210,01 Wacht op betaling');
    expect(amountOf('Voor de creator')).toBe('€ 420,01');
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Nu betalen' })).toHaveAttribute(
      'href',
      '/project/p1/approve-payment',
    );
  });

  it('tells the owner the content is unlocked once the final payment is done, and closes the amount change', async () => {
    api({
      detail: ownerDetail({ status: 'completed' }),
      payment: { ...figures, finalPaymentCompleted: true, finalPaymentDate: '2025-09-21T10:00:00.000Z' },
    });
    asCompany();
    expect(await screen.findByRole('region', { name: 'Betaling voltooid' })).toHaveTextContent(
      'Betaling voltooid / Content ontgrendeld',
    );
    expect(screen.queryByText('Eindbetaling vereist')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Betaling' }));
    await screen.findByLabelText('Bedragen');
    expect(amountOf('Eindbetaling')).toBe('€ 210,01 Betaald op 21 september 2025');
    expect(screen.queryByRole('heading', { name: 'Bedrag aanpassen' })).toBeNull();
  });

  it("lets the creator propose another amount, then shows hers as 'wacht op bevestiging'", async () => {
    let proposal: PaymentStatusBody['proposedAmount'] = null;
    const fetchMock = api({
      extra: {
        'GET /api/payments/projects/p1/status': () => jsonResponse(200, { data: { ...figures, proposedAmount: proposal } }),
        'POST /api/payments/projects/p1/propose-amount': (_url: string, init: RequestInit) => {
          proposal = {
            amount: JSON.parse(String(init.body)).amount,
            proposedBy: 'u-creator',
            proposedAt: '2025-09-12T10:00:00Z',
          };
          return jsonResponse(200, { message: 'Nieuw bedrag voorgesteld. De andere partij moet het nog bevestigen.', data: {} });
        },
      },
    });
    asCreator();
    await userEvent.click(await screen.findByRole('tab', { name: 'Betaling' }));
    await userEvent.type(await screen.findByLabelText(/Nieuw contractbedrag/), '450,50');
    await userEvent.click(screen.getByRole('button', { name: 'Bedrag voorstellen' }));
    expect(await screen.findByText(/wacht op bevestiging/)).toBeInTheDocument();
    expect(screen.getByText(/Voorgesteld bedrag: € 450,50/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bedrag bevestigen' })).toBeNull();
    const [, init = {}] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/propose-amount'))!;
    expect(JSON.parse(String(init.body))).toEqual({ amount: 450.5 });
  });

  it("lets the owner confirm the creator's proposal, and shows the API's Dutch refusal as sent", async () => {
    const fetchMock = api({
      detail: ownerDetail({ status: 'in_progress' }),
      payment: { ...figures, proposedAmount: { amount: 450.5, proposedBy: 'u-creator', proposedAt: '2025-09-12T10:00:00Z' } },
      extra: {
        'POST /api/payments/projects/p1/confirm-amount': { message: 'Het nieuwe bedrag is bevestigd.', data: {} },
        'POST /api/payments/projects/p1/propose-amount': jsonResponse(400, {
          success: false,
          message: 'Vul een bedrag in euro in, groter dan 0 en met hoogstens twee decimalen',
        }),
      },
    });
    asCompany();
    await userEvent.click(await screen.findByRole('tab', { name: 'Betaling' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Bedrag bevestigen' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/confirm-amount'))).toBe(true));
    expect(await screen.findByText('Het nieuwe bedrag is bevestigd.')).toBeInTheDocument();

    const amount = screen.getByLabelText(/Nieuw contractbedrag/);
    await userEvent.type(amount, '1,234');
    await userEvent.click(screen.getByRole('button', { name: 'Bedrag voorstellen' }));
    expect(amount).toHaveAccessibleDescription(MONEY_TEXTS.decimals);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/propose-amount'))).toBe(false);
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Bedrag voorstellen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vul een bedrag in euro in, groter dan 0 en met hoogstens twee decimalen',
    );
  });

  it('confirms the amount she saw; when it changed meanwhile, shows the refusal and the new proposal', async () => {
    let proposal = { amount: 400, proposedBy: 'u-creator', proposedAt: '2025-09-12T10:00:00Z' };
    const fetchMock = api({
      detail: ownerDetail({ status: 'in_progress' }),
      extra: {
        'GET /api/payments/projects/p1/status': () => jsonResponse(200, { data: { ...figures, proposedAmount: proposal } }),
        'POST /api/payments/projects/p1/confirm-amount': () => {
          proposal = { ...proposal, amount: 1 };
          return jsonResponse(409, {
            success: false,
            code: 'PAYMENTS.AMOUNT_CHANGED',
            message: 'Het voorgestelde bedrag is intussen gewijzigd. Bekijk het nieuwe bedrag en bevestig opnieuw.',
          });
        },
      },
    });
    asCompany();
    await userEvent.click(await screen.findByRole('tab', { name: 'Betaling' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Bedrag bevestigen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Het voorgestelde bedrag is intussen gewijzigd.');
    expect(await screen.findByText(/Voorgesteld bedrag: € 1,00/)).toBeInTheDocument();
    const [, init = {}] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/confirm-amount'))!;
    expect(JSON.parse(String(init.body))).toEqual({ amount: 400 });
  });
});

describe('workspace rules', () => {
  it('words times as m:ss and ties a review to the version before it', () => {
    expect(formatTime(12.9)).toBe('0:12');
    expect(formatTime(75)).toBe('1:15');
    const item = deliverable({
      files: [...deliverable().files, { ...deliverable().files[0], id: 'f2', version: 2, createdAt: '2025-09-08T10:00:00.000Z' }],
      reviews: [
        { id: 'a', reviewType: 'revision', feedback: '', reviewedAt: '2025-09-06T10:00:00.000Z', comments: [] },
        { id: 'b', reviewType: 'approve', feedback: '', reviewedAt: '2025-09-09T10:00:00.000Z', comments: [] },
      ],
    });
    expect(reviewsOfVersion(item, item.files[0]).map((r) => r.id)).toEqual(['a']);
    expect(reviewsOfVersion(item, item.files[1]).map((r) => r.id)).toEqual(['b']);
    const steps = {
      creatorSelectedAt: '2025-09-03T10:00:00.000Z',
      startedAt: '2025-09-04T10:00:00.000Z',
      deliveredAt: '2025-09-08T11:00:00.000Z',
      approvedAt: '2025-09-09T10:00:00.000Z',
      completedAt: '2025-09-20T10:00:00.000Z',
    };
    const events = timelineEvents(project({ status: 'completed', ...steps }), [item], {
      ...paid,
      finalPaymentCompleted: true,
      finalPaymentDate: '2025-09-21T10:00:00.000Z',
    });
    expect(events.map((event) => [event.title, event.date])).toEqual([
      ['Opdracht aangemaakt', project().createdAt],
      ['Creator geselecteerd', steps.creatorSelectedAt],
      ['Werk gestart', steps.startedAt],
      ['Content geüpload', '2025-09-08T10:00:00.000Z'],
      ['Content opgeleverd', steps.deliveredAt],
      ['Content goedgekeurd', steps.approvedAt],
      ['Opdracht voltooid', steps.completedAt],
      ['Eindbetaling voltooid', '2025-09-21T10:00:00.000Z'],
    ]);
    // A revision asked shows when it was asked; steps not taken yet are not shown.
    const asked = timelineEvents(
      project({
        status: 'revision_requested',
        revisionRequestedAt: '2025-09-06T10:00:00.000Z',
        approvedAt: null,
        completedAt: null,
      }),
      [item],
      paid,
    );
    expect(asked.find((event) => event.title === 'Revisie gevraagd')?.date).toBe('2025-09-06T10:00:00.000Z');
    expect(asked.map((event) => event.title)).not.toContain('Content goedgekeurd');
  });
});
