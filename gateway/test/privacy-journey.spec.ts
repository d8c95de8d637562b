import { apiClient, startEmbedded, type Topology } from './support/topologies';

/**
 * Privacy through the gateway of the embedded product: a user downloads every record of hers in one JSON file,
 * composed from each context's answers; a creator deletes her account, the company she talked to sees the
 * conversation with 'Verwijderd account' at once (the anonymous name reached messaging in the answer's
 * settlement), and her old token opens nothing; a creator who deletes hers mid-assignment leaves the company a
 * cancel with the deposit refunded, and nobody a new conversation with her.
 */
/** The parts of an export this test reads. */
interface DataExport {
  userId: string;
  role: string;
  projects: { projects: Array<{ title: string }> };
  messages: Record<string, Array<{ content: string }>>;
  invoices?: unknown;
  earnings?: unknown;
}

describe('privacy through the gateway: embedded', () => {
  let topology: Topology;
  const api = apiClient(() => topology);
  const run = Math.random().toString(36).slice(2, 8);

  beforeAll(async () => {
    topology = await startEmbedded();
  }, 120_000);
  afterAll(() => topology?.stop());

  async function register(body: Record<string, string>) {
    const response = await api('POST', '/auth/register', { password: 'geheim123', confirmPassword: 'geheim123', ...body });
    expect(response.status).toBe(201);
    return { token: response.body.token as string, id: response.body.user.id as string };
  }

  it('exports every record of the caller: her account, her projects and every message of her conversations', async () => {
    const company = await register({
      role: 'bedrijf',
      email: `export-bedrijf-${run}@example.nl`,
      companyName: 'Bakkerij Export',
      contactPerson: 'Sem de Boer',
      companySize: '1-10',
      industry: 'food-drinks',
    });
    const creator = await register({
      role: 'creator',
      email: `export-maker-${run}@example.nl`,
      firstName: 'Eva',
      lastName: 'Export',
      dateOfBirth: '1995-05-05',
      phoneNumber: '0633333333',
      bio: 'Ik film recepten in mijn eigen keuken.',
    });
    const project = {
      title: `Zuurdesem uitgelegd ${run}`,
      description: 'Laat zien hoe je met ons zuurdesem een brood bakt, van voeden tot aansnijden.',
      budget: 150,
      category: 'food-drinks',
      contentType: 'video',
    };
    expect((await api('POST', '/projects', project, company.token)).status).toBe(201);
    const { conversation } = (await api('POST', '/conversations', { participantId: creator.id }, company.token)).body;
    for (const content of ['Hoi Eva!', 'Heb je volgende week tijd?', 'Top, ik hoor het graag.']) {
      expect((await api('POST', `/conversations/${conversation.id}/messages`, { content }, company.token)).status).toBe(201);
    }

    const response = await fetch(`${topology.url}/api/users/me/export`, {
      headers: { authorization: `Bearer ${company.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="clipwerk-gegevens-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const exported = (await response.json()) as DataExport;
    expect(exported).toMatchObject({
      userId: company.id,
      role: 'bedrijf',
      account: { user: { email: `export-bedrijf-${run}@example.nl` } },
    });
    expect(exported.projects.projects.map((p) => p.title)).toEqual([project.title]);
    expect(exported.messages[conversation.id].map((m) => m.content)).toEqual([
      'Hoi Eva!',
      'Heb je volgende week tijd?',
      'Top, ik hoor het graag.',
    ]);
    expect(exported.invoices).toBeDefined();

    const creatorExport = (await (
      await fetch(`${topology.url}/api/users/me/export`, { headers: { authorization: `Bearer ${creator.token}` } })
    ).json()) as DataExport;
    expect(creatorExport).toMatchObject({ role: 'creator', portfolio: { portfolio: [] }, proposals: expect.any(Object) });
    expect(creatorExport.earnings).toBeDefined();
    expect(Object.keys(creatorExport.messages)).toEqual([conversation.id]);

    expect((await fetch(`${topology.url}/api/users/me/export`)).status).toBe(401);
  }, 60_000);

  it('anonymises her in the conversations of others and ends her session', async () => {
    const company = await register({
      role: 'bedrijf',
      email: `verwijder-bedrijf-${run}@example.nl`,
      companyName: 'Bakkerij Blijft',
      contactPerson: 'Mila de Wit',
      companySize: '11-50',
      industry: 'food-drinks',
    });
    const creator = await register({
      role: 'creator',
      email: `verwijder-maker-${run}@example.nl`,
      firstName: 'Vera',
      lastName: 'Vertrekt',
      dateOfBirth: '1996-06-06',
      phoneNumber: '0622222222',
      bio: 'Ik maak korte video’s over brood en gebak.',
    });
    const started = await api('POST', '/conversations', { participantId: creator.id }, company.token);
    expect(started.body.conversation.participant.name).toBe('Vera Vertrekt');

    const deleted = await api('DELETE', '/users/me', { password: 'geheim123' }, creator.token);
    expect(deleted.status).toBe(200);

    const [conversation] = (await api('GET', '/conversations', undefined, company.token)).body.conversations;
    expect(conversation.participant).toMatchObject({ id: creator.id, name: 'Verwijderd account', profilePictureUrl: null });
    expect((await api('GET', '/auth/me', undefined, creator.token)).status).toBe(401);
  }, 60_000);

  it('a creator who deletes her account mid-assignment leaves the company a cancel with the deposit refunded', async () => {
    const company = await register({
      role: 'bedrijf',
      email: `achterblijver-${run}@example.nl`,
      companyName: 'Bakkerij Achterblijver',
      contactPerson: 'Sem de Boer',
      companySize: '1-10',
      industry: 'food-drinks',
    });
    const creator = await register({
      role: 'creator',
      email: `vertrekker-${run}@example.nl`,
      firstName: 'Lot',
      lastName: 'Vertrekt',
      dateOfBirth: '1997-07-07',
      phoneNumber: '0644444444',
      bio: 'Ik film hoe brood uit de oven komt, in warm licht.',
    });
    const { project } = (
      await api(
        'POST',
        '/projects',
        {
          title: `Krentenbollen ${run}`,
          description: 'Laat zien hoe onze krentenbollen uit de oven komen en hoe je ze het lekkerst eet.',
          budget: 250,
          category: 'food-drinks',
          contentType: 'video',
        },
        company.token,
      )
    ).body;
    const checkout = await api('POST', `/payments/projects/${project.id}/deposit`, { method: 'ideal' }, company.token);
    const paymentId = checkout.body.data.paymentId;
    await api('POST', `/payments/simulate-payment/${project.id}/deposit`, { paymentId, outcome: 'paid' }, company.token);
    const proposal = { motivation: 'Ik bak zelf en weet hoe je een krentenbol laat glanzen.', price: 240, deliveryTimeInDays: 5 };
    expect((await api('POST', `/proposals/project/${project.id}`, proposal, creator.token)).status).toBe(201);
    const [received] = (await api('GET', `/proposals/project/${project.id}`, undefined, company.token)).body.proposals;
    await api('POST', `/proposals/accept/${received.id}`, { price: received.price }, company.token);
    expect((await api('POST', `/projects/${project.id}/start`, undefined, creator.token)).status).toBe(200);
    // With her there and the delivery date ahead, the company may not cancel.
    expect((await api('POST', `/projects/${project.id}/cancel`, undefined, company.token)).status).toBe(409);

    expect((await api('DELETE', '/users/me', { password: 'geheim123' }, creator.token)).status).toBe(200);

    const { project: shown } = (await api('GET', `/projects/${project.id}`, undefined, company.token)).body;
    expect(shown.partyLeft).toMatchObject({ party: 'creator', ways: ['cancel'] });
    expect(shown.selectedCreator.name).toBe('Verwijderd account');
    const chat = await api('POST', '/conversations', { participantId: creator.id, projectId: project.id }, company.token);
    expect(chat.status).toBe(404);

    expect((await api('POST', `/projects/${project.id}/cancel`, undefined, company.token)).status).toBe(200);
    const status = await api('GET', `/payments/projects/${project.id}/status`, undefined, company.token);
    expect(status.body.data.deposit.status).toBe('refunded');
  }, 90_000);
});
