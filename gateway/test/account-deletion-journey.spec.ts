import { apiClient, startEmbedded, type Topology } from './support/topologies';

/**
 * A creator deletes her account through the gateway of the embedded product: the company she talked to sees the
 * conversation with 'Verwijderd account' at once (the anonymous name reached messaging in the answer's
 * settlement), and her old token opens nothing.
 */
describe('account deletion through the gateway: embedded', () => {
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
});
