import { TOPOLOGIES, type Topology, apiClient } from './support/topologies';

/**
 * The first marketplace flow over the API, through the gateway: a company posts and funds an assignment, two
 * creators find it by a Dutch search word and propose, the company accepts one. Every step after the deposit is
 * carried by events between contexts (in-process, or over the Kafka protocol between processes), and each call
 * follows the one before at once: a call that answered 2xx is visible to the next, whichever service answers it.
 */
describe.each(TOPOLOGIES)('marketplace journey through the gateway: %s', (_name, start) => {
  let topology: Topology;
  const api = apiClient(() => topology);
  const suffix = Math.random().toString(36).slice(2, 8);

  const registerCreator = async (name: string) => {
    const response = await api('POST', '/auth/register', {
      role: 'creator',
      email: `${name.toLowerCase()}-${suffix}@example.nl`,
      password: 'geheim123',
      confirmPassword: 'geheim123',
      firstName: name,
      lastName: 'Test',
      dateOfBirth: '1995-05-05',
      phoneNumber: '0611111111',
      bio: 'Ik maak korte video’s over eten en drinken.',
    });
    expect(response.status).toBe(201);
    return { token: response.body.token as string, id: response.body.user.id as string };
  };
  const propose = (projectId: string, token: string) =>
    api(
      'POST',
      `/proposals/project/${projectId}`,
      {
        motivation: 'Ik maak al jaren eerlijke reviews van koffie en weet hoe je een unboxing spannend maakt.',
        price: 230,
        deliveryTimeInDays: 5,
      },
      token,
    );

  beforeAll(async () => {
    topology = await start();
  }, 120_000);
  afterAll(() => topology?.stop());

  it('posts, funds, finds, proposes and accepts; the other proposal is rejected', async () => {
    const company = await api('POST', '/auth/register', {
      role: 'bedrijf',
      email: `brander-${suffix}@example.nl`,
      password: 'geheim123',
      confirmPassword: 'geheim123',
      companyName: 'Koffiebranderij Noord',
      contactPerson: 'Anouk Smit',
      companySize: '11-50',
      industry: 'food-drinks',
    });
    const owner: string = company.body.token;
    const creatorA = await registerCreator('Fenna');
    const creatorB = await registerCreator('Joris');

    // Projects learns of the company through identity's events; the registration answered once it had.
    const created = await api(
      'POST',
      '/projects',
      {
        title: `Unboxing van onze koffiebonen ${suffix}`,
        description: 'We zoeken een creator die onze nieuwe biologische koffiebonen uitpakt en eerlijk laat proeven.',
        budget: 250,
        category: 'food-drinks',
        contentType: 'beide',
        contentRequirements: ['30 seconden', ' ', 'Verticaal'],
      },
      owner,
    );
    expect(created.status).toBe(201);
    // What waiting for the consumers of ProjectCreated cost this call, and which of them applied it last.
    expect(created.headers.get('server-timing')).toMatch(
      /^settle;dur=\d+(\.\d)?;desc="(payments|proposals|messaging|notifications|analytics)"$/,
    );
    expect(created.body).toMatchObject({ requiresPayment: true, project: { status: 'awaiting_deposit' } });
    const projectId: string = created.body.project.id;
    // Payments states the deposit: half the budget.
    const due = await api('GET', `/payments/projects/${projectId}/status`, undefined, owner);
    expect(due.body.data).toMatchObject({ depositPaymentCompleted: false, depositAmount: 125 });

    // Not open yet: hidden from creators, and proposals are refused.
    expect((await api('GET', `/projects/${projectId}`, undefined, creatorA.token)).status).toBe(404);

    // The deposit: payments learns the project from ProjectCreated, then charges 50% on the simulated provider.
    const checkout = await api('POST', `/payments/projects/${projectId}/deposit`, { method: 'ideal' }, owner);
    expect(checkout.status).toBe(200);
    expect(checkout.body.data.checkoutUrl).toContain('/payment-simulator');
    const paid = await api(
      'POST',
      `/payments/simulate-payment/${projectId}/deposit`,
      { paymentId: checkout.body.data.paymentId, outcome: 'paid' },
      owner,
    );
    expect(paid.status).toBe(200);

    // DepositPaid → projects publishes it; a Dutch search word finds it ('koffieboon' ~ 'koffiebonen').
    const list = await api('GET', `/projects?search=koffieboon&category=food-drinks`);
    const found = list.body.projects.find((project: { id: string }) => project.id === projectId);
    expect(found).toMatchObject({ status: 'open', title: `Unboxing van onze koffiebonen ${suffix}` });

    // Proposals learns that the project opened from ProjectPublished, before the payment answered.
    expect((await propose(projectId, creatorA.token)).status).toBe(201);
    const twice = await propose(projectId, creatorA.token);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Je hebt al een voorstel verstuurd voor deze opdracht');
    expect((await propose(projectId, creatorB.token)).status).toBe(201);

    // Another company cannot see the proposals, nor learn that the project exists.
    const rival = await api('POST', '/auth/register', {
      role: 'bedrijf',
      email: `rival-${suffix}@example.nl`,
      password: 'geheim123',
      confirmPassword: 'geheim123',
      companyName: 'Concurrent BV',
      contactPerson: 'Kees',
      companySize: '1-10',
      industry: 'other',
    });
    expect((await api('GET', `/proposals/project/${projectId}`, undefined, rival.body.token)).status).toBe(404);

    const received = (await api('GET', `/proposals/project/${projectId}`, undefined, owner)).body.proposals;
    expect(received).toHaveLength(2);
    const fromA = received.find((proposal: { creator: { id: string } }) => proposal.creator.id === creatorA.id);
    expect((await api('POST', `/proposals/accept/${fromA.id}`, { price: fromA.price }, owner)).status).toBe(200);

    // ProposalAccepted → projects selects the creator; the creator sees it at once, in her list and in detail.
    const activeList = await api('GET', '/projects/my-active?status=all', undefined, creatorA.token);
    const active = activeList.body.projects?.find((project: { id: string }) => project.id === projectId);
    expect(active?.status).toBe('creator_selected');
    const detail = await api('GET', `/projects/${projectId}`, undefined, creatorA.token);
    expect(detail.status).toBe(200);
    expect(JSON.stringify(detail.body)).toContain('creator_selected');

    const mineA = await api('GET', '/proposals/my', undefined, creatorA.token);
    const mineB = await api('GET', '/proposals/my', undefined, creatorB.token);
    expect(mineA.body.proposals[0].status).toBe('accepted');
    expect(mineB.body.proposals[0].status).toBe('rejected');
  }, 90_000);
});
