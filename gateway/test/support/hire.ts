import type { apiClient } from './topologies';

type Api = ReturnType<typeof apiClient>;

/** Two parties and a project through the whole marketplace flow; tokens and ids of both. */
export interface Hired {
  owner: string;
  ownerId: string;
  creator: string;
  creatorId: string;
  projectId: string;
  title: string;
}

/**
 * Registers a company and a creator, posts and funds a project, the creator proposes and is hired. `run` makes the
 * e-mail addresses and the title unique within one product.
 */
export async function hire(api: Api, run: string): Promise<Hired> {
  const company = await api('POST', '/auth/register', {
    role: 'bedrijf',
    email: `levering-${run}@example.nl`,
    password: 'geheim123',
    confirmPassword: 'geheim123',
    companyName: 'Bakkerij Levering',
    contactPerson: 'Mila de Wit',
    companySize: '11-50',
    industry: 'food-drinks',
  });
  expect(company.status).toBe(201);
  const creator = await api('POST', '/auth/register', {
    role: 'creator',
    email: `maker-${run}@example.nl`,
    password: 'geheim123',
    confirmPassword: 'geheim123',
    firstName: 'Noor',
    lastName: 'Test',
    dateOfBirth: '1996-06-06',
    phoneNumber: '0622222222',
    bio: 'Ik maak korte video’s over brood en gebak.',
  });
  expect(creator.status).toBe(201);
  const owner: string = company.body.token;
  const title = `Verse broodjes in beeld ${run}`;
  const created = await api(
    'POST',
    '/projects',
    {
      title,
      description: 'We zoeken een creator die ons nieuwe zuurdesembrood bakt, aansnijdt en eerlijk laat proeven.',
      budget: 200,
      category: 'food-drinks',
      contentType: 'beide',
    },
    owner,
  );
  expect(created.status).toBe(201);
  const projectId: string = created.body.project.id;
  const checkout = await api('POST', `/payments/projects/${projectId}/deposit`, { method: 'ideal' }, owner);
  expect(checkout.status).toBe(200);
  const paid = await api(
    'POST',
    `/payments/simulate-payment/${projectId}/deposit`,
    { paymentId: checkout.body.data.paymentId, outcome: 'paid' },
    owner,
  );
  expect(paid.status).toBe(200);
  const proposed = await api(
    'POST',
    `/proposals/project/${projectId}`,
    {
      motivation: 'Ik bak zelf al jaren zuurdesem en laat graag zien hoe jullie brood uit de oven komt.',
      price: 180,
      deliveryTimeInDays: 5,
    },
    creator.body.token,
  );
  expect(proposed.status).toBe(201);
  const [proposal] = (await api('GET', `/proposals/project/${projectId}`, undefined, owner)).body.proposals;
  expect((await api('POST', `/proposals/accept/${proposal.id}`, { price: proposal.price }, owner)).status).toBe(200);
  return {
    owner,
    ownerId: company.body.user.id,
    creator: creator.body.token,
    creatorId: creator.body.user.id,
    projectId,
    title,
  };
}
