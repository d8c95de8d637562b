import { IdentityEvents, PaymentEvents, ProjectEvents, ProposalEvents } from '@clipwerk/proto';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Messages } from '../src/domain/messages';
import { PROJECT_STATUSES } from '../src/domain/project-status';
import { outboxEvents } from './support/outbox';
import {
  openProject as openProjectOf,
  projectForm,
  type ProjectsTestApp,
  registerCompany,
  registerCreator,
  startProjectsApp,
  type TestUser,
} from './support/projects-test-app';

/** A moment still ahead today (UTC), whatever the time: the 'today' filter ends at midnight UTC. */
function laterToday(): Date {
  const now = Date.now();
  const endOfToday = new Date(now);
  endOfToday.setUTCHours(23, 59, 59, 999);
  return new Date(now + (endOfToday.getTime() - now) / 2);
}

describe('projects API (real PostgreSQL)', () => {
  let projects: ProjectsTestApp;
  let company: TestUser;

  beforeAll(async () => {
    projects = await startProjectsApp();
    company = await registerCompany(projects, { companyName: 'Koffie & Co BV' });
  });

  afterAll(() => projects.close());

  const create = (user: TestUser, form: Record<string, unknown> = {}) =>
    projects.inject({ method: 'POST', url: '/api/projects', headers: user.headers, payload: projectForm(form) });
  const get = (url: string, user?: TestUser, headers: Record<string, string> = {}) =>
    projects.inject({ method: 'GET', url, headers: { ...headers, ...(user?.headers ?? {}) } });
  const put = (id: string, user: TestUser, payload: Record<string, unknown>) =>
    projects.inject({ method: 'PUT', url: `/api/projects/${id}`, headers: user.headers, payload });
  const fieldErrors = (body: { errors?: { field: string; message: string }[] }) =>
    Object.fromEntries((body.errors ?? []).map(({ field, message }) => [field, message]));

  /** A project that paid its deposit and is open. */
  const openProject = (owner: TestUser, form: Record<string, unknown> = {}) => openProjectOf(projects, owner, form);

  describe('create (POST /projects)', () => {
    it('saves the project awaiting its deposit, leaving its amount to payments', async () => {
      const response = await create(company);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({ success: true, requiresPayment: true });
      expect(body).not.toHaveProperty('payment');
      expect(body.project).toMatchObject({
        title: 'Unboxing-video voor onze koffiebonen',
        status: 'awaiting_deposit',
        budget: 300,
        contentType: 'beide',
        contentRequirements: ['30 seconden', 'Ondertiteling'],
        deliverables: [{ title: '1 video', description: 'Verticaal' }],
        stats: { views: 0, proposalsCount: 0 },
        owner: { id: company.id, companyName: 'Koffie & Co BV' },
        companyId: { companyName: 'Koffie & Co BV', averageRating: null },
        selectedCreator: null,
      });
      expect(body.project._id).toBe(body.project.id);
      const [created] = await outboxEvents(projects, ProjectEvents.ProjectCreated, body.project.id);
      expect(created).toMatchObject({
        ownerId: company.id,
        budgetCents: 30_000n,
        status: 'awaiting_deposit',
        companyName: 'Koffie & Co BV',
      });
    });

    it('answers the project as it is stored: every field as its own page shows it (the page adds its detail)', async () => {
      const created = (await create(company, { contentType: 'video' })).json().project;
      const page = (await get(`/api/projects/${created.id}`, company)).json().project;
      expect(page).toMatchObject(created);
      expect(created).toMatchObject({ createdAt: expect.any(String), updatedAt: expect.any(String), favorites: 0 });
    });

    it('fills in the defaults of the form', async () => {
      const before = Date.now();
      const body = (await create(company, { description: 'Kort', deadline: '', budget: undefined, contentType: '' })).json();
      expect(body.project.description).toBe(Messages.defaultDescription);
      expect(body.project.budget).toBe(100);
      expect(body.project.contentType).toBe('beide');
      expect(body.project).toMatchObject({ productInfo: null, dosAndDonts: { dos: [], donts: [] } });
      const days = (new Date(body.project.deadline).getTime() - before) / (24 * 3600 * 1000);
      expect(Math.round(days)).toBe(30);
    });

    it('keeps the content type the company chose: a video project is video in the detail and the lists', async () => {
      const video = (await create(company, { contentType: 'video' })).json().project;
      expect(video.contentType).toBe('video');
      expect((await get(`/api/projects/${video.id}`, company)).json().project.contentType).toBe('video');
      const mine = (await get('/api/projects/my?limit=100', company)).json().projects;
      expect(mine.find((project: { id: string }) => project.id === video.id).contentType).toBe('video');
      expect((await create(company, { contentType: 'foto' })).json().project.contentType).toBe('foto');
      const refused = await create(company, { contentType: 'podcast' });
      expect(refused.statusCode).toBe(400);
      expect(fieldErrors(refused.json())).toEqual({ contentType: "Kies 'video', 'foto' of 'beide'" });
    });

    it("keeps the product and the dos and don'ts of the brief and answers them in the detail", async () => {
      const created = await create(company, {
        productInfo: { name: 'Barista Pro', category: 'Keuken', price: 299.95, sendProduct: true },
        dosAndDonts: { dos: [' Product in de eerste 3 seconden ', ''], donts: ['Geen muziek met copyright'] },
      });
      expect(created.statusCode).toBe(201);
      const { project } = (await get(`/api/projects/${created.json().project.id}`, company)).json();
      expect(project.productInfo).toEqual({ name: 'Barista Pro', category: 'Keuken', price: 299.95, sendProduct: true });
      expect(project.dosAndDonts).toEqual({ dos: ['Product in de eerste 3 seconden'], donts: ['Geen muziek met copyright'] });
      const refused = await create(company, { productInfo: { price: 'gratis', sendProduct: 'misschien' } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.map((error: { message: string }) => error.message)).toEqual(
        expect.arrayContaining(['De prijs van het product moet een bedrag in euro zijn']),
      );
    });

    it('refuses a short title and a budget under €25 with the Dutch texts', async () => {
      const response = await create(company, { title: 'Kort', budget: 24.99 });
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response.json())).toEqual({
        title: 'De titel moet minimaal 5 karakters lang zijn',
        budget: 'Het budget moet minimaal €25 zijn',
      });
      expect(fieldErrors((await create(company, { title: 'x'.repeat(101) })).json())).toEqual({
        title: 'De titel mag maximaal 100 karakters lang zijn',
      });
    });

    it('lets a test account (from UserRegistered) post from €0.01', async () => {
      const tester = await registerCompany(projects, { testAccount: true });
      const response = await create(tester, { budget: 0.01 });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ requiresPayment: true, project: { budget: 0.01 } });
      expect((await create(tester, { budget: 0 })).json().errors).toEqual([
        { field: 'budget', message: 'Het budget moet minimaal €0,01 zijn' },
      ]);
    });

    it('saves a concept without payment when asked for a draft', async () => {
      const body = (await create(company, { status: 'draft' })).json();
      expect(body).toMatchObject({ requiresPayment: false, project: { status: 'draft' } });
    });
  });

  describe('deposit paid → open', () => {
    it('opens the project and publishes ProjectPublished, once', async () => {
      const { project } = (await create(company)).json();
      const event = {
        paymentId: randomUUID(),
        projectId: project.id,
        ownerId: company.id,
        amountCents: 15_000n,
        provider: 'simulated',
        method: 'ideal',
        paidAt: new Date().toISOString(),
      };
      const eventId = await projects.deliver(PaymentEvents.DepositPaid, project.id, event);
      await projects.deliver(PaymentEvents.DepositPaid, project.id, event, eventId);
      const detail = (await get(`/api/projects/${project.id}`)).json();
      expect(detail.project).toMatchObject({ status: 'open', depositPaid: true });
      expect(detail.project.publishedAt).not.toBeNull();
      expect(await outboxEvents(projects, ProjectEvents.ProjectPublished, project.id)).toHaveLength(1);
    });
  });

  describe('list (GET /projects)', () => {
    let owner: TestUser;
    const titles: Record<string, string> = {};

    beforeAll(async () => {
      owner = await registerCompany(projects, { companyName: 'Zoekbedrijf' });
      const seeds = {
        video: { title: 'Korte video over onze fietsbel', budget: 200, category: 'technology', location: 'Zwolle' },
        foto: {
          title: 'Productfoto’s van kaarsen',
          budget: 750,
          category: 'home-garden',
          location: 'Groningen',
          description: 'Wij zoeken mooie productfoto’s van onze sojakaarsen in een huiselijke sfeer, met zacht licht.',
        },
        reis: {
          title: 'Reisverslag Texel weekend',
          budget: 3000,
          category: 'travel-lifestyle',
          location: 'Den Burg, Texel',
          deadline: new Date(Date.now() + 80 * 24 * 3600 * 1000).toISOString(),
        },
        vandaag: {
          title: 'Spoedklus fietsenmaker',
          budget: 260,
          category: 'other',
          location: 'Zwolle',
          deadline: laterToday().toISOString(),
        },
      };
      for (const [key, form] of Object.entries(seeds)) titles[key] = (await openProject(owner, form)).id;
      await create(owner, { title: 'Nog niet betaald fietsbel video' });
    });

    const list = async (query: string) => (await get(`/api/projects?${query}`)).json();
    const ids = (body: { projects: { id: string }[] }) => body.projects.map((project) => project.id).sort();

    it('shows only open projects, with pagination', async () => {
      const body = await list('status=open&limit=50');
      expect(body.projects.every((project: { status: string }) => project.status === 'open')).toBe(true);
      expect(body.projects.map((project: { title: string }) => project.title)).not.toContain('Nog niet betaald fietsbel video');
      expect(body.pagination).toMatchObject({ page: 1, limit: 50 });
      expect((await list('limit=1&page=2')).projects).toHaveLength(1);
    });

    it("searches with Dutch full-text: video's finds video, requirements and description count", async () => {
      expect(ids(await list(`search=${encodeURIComponent("video's")}&limit=50`))).toContain(titles.video);
      expect(ids(await list(`search=${encodeURIComponent("fietsbel video's")}`))).toEqual([titles.video]);
      expect(ids(await list('search=sojakaarsen'))).toEqual([titles.foto]);
      expect(ids(await list('search=ondertiteling')).length).toBeGreaterThan(0);
    });

    it('answers the best match first, the company on every card and the total of all matches on any page', async () => {
      // 'fietsbel' is in the title of one and the description of none; 'video' is in many.
      const all = await list(`search=${encodeURIComponent('fietsbel video')}&limit=50`);
      expect(all.projects.map((project: { id: string }) => project.id)).toEqual([titles.video]);
      const broad = await list('search=video&limit=50');
      const firstOnly = await list('search=video&limit=1');
      expect(firstOnly.pagination.total).toBe(broad.projects.length);
      expect(firstOnly.projects[0].id).toBe(broad.projects[0].id);
      const beyond = await list('search=video&limit=1&page=500');
      expect(beyond.projects).toEqual([]);
      expect(beyond.pagination.total).toBe(broad.projects.length);
      const mine = (await list('category=home-garden')).projects[0];
      expect(mine.companyId).toMatchObject({ _id: owner.id, companyName: 'Zoekbedrijf' });
      expect(typeof mine.budget).toBe('number');
      expect(Number.isNaN(Date.parse(mine.publishedAt))).toBe(false);
    });

    it('answers cards: what a card shows of each project, the rest on its own page', async () => {
      const [card] = (await list(`search=${encodeURIComponent('fietsbel video')}`)).projects;
      expect(Object.keys(card).sort()).toEqual(
        [
          'budget',
          'category',
          'companyId',
          'contentRequirements',
          'createdAt',
          'deadline',
          'description',
          'favorites',
          'id',
          'location',
          'proposalCount',
          'publishedAt',
          'status',
          'title',
          'views',
        ].sort(),
      );
      // Every field the card has, it has as the project's own page answers it.
      const { project } = (await get(`/api/projects/${card.id}`)).json();
      for (const [field, value] of Object.entries(card)) expect([field, project[field]]).toEqual([field, value]);
    });

    describe('in what Dutch users type', () => {
      const found: Record<string, string> = {};

      beforeAll(async () => {
        const bakery = await registerCompany(projects, { companyName: 'Bakkerij Vermeulen' });
        found.bread = (
          await openProject(owner, {
            title: 'Reel over onze zuurdesembollen',
            description: 'Laat zien hoe onze broden uit de oven komen, knapperig en luchtig.',
          })
        ).id;
        found.bakery = (
          await openProject(bakery, { title: 'Video voor de nieuwe winkel', description: 'Een opening in Delft.' })
        ).id;
        found.bag = (
          await openProject(owner, { title: 'Unboxing van een leren laptoptas', description: 'Stevig en waterdicht.' })
        ).id;
        found.bags = (await openProject(owner, { title: 'Tassen voor de zomer', description: 'Kleurrijke strandtassen.' })).id;
        found.icedCoffee = (
          await openProject(owner, { title: 'Zomerreel met onze ijskoffie', description: 'Koud, zoet en in een glas.' })
        ).id;
        found.runningShoes = (
          await openProject(owner, { title: 'Hardloopschoenen testen in het bos', description: 'Een rondje door de duinen.' })
        ).id;
        found.kidsBikes = (
          await openProject(owner, { title: 'Kinderfietsen voor de eerste rit', description: 'Zijwieltjes eraf, voor kinderen.' })
        ).id;
      });

      const found_ = (body: { projects: { id: string }[] }) => body.projects.map((project) => project.id);

      it("finds a compound by its first part: 'zuurdesem' finds zuurdesembollen", async () => {
        expect(found_(await list('search=zuurdesem'))).toEqual([found.bread]);
      });

      it("finds a compound whose stem differs from the word typed: 'hardloop' finds hardloopschoenen", async () => {
        expect(found_(await list('search=hardloop'))).toEqual([found.runningShoes]);
      });

      it("takes no shorter word for a typo: 'kinderopvang' finds nothing that merely starts with 'kinder'", async () => {
        expect(found_(await list('search=kinderopvang'))).toEqual([]);
        expect(found_(await list('search=kinderfiets'))).toEqual([found.kidsBikes]);
      });

      it('finds a project by its company name', async () => {
        expect(found_(await list('search=vermeulen'))).toEqual([found.bakery]);
        expect(found_(await list(`search=${encodeURIComponent('bakkerij vermeulen')}`))).toEqual([found.bakery]);
      });

      it("finds 'koffie' and the compounds ending in it when 'koffei' is typed", async () => {
        const typo = await list('search=koffei&limit=50');
        const exact = await list('search=koffie&limit=50');
        expect(found_(typo).length).toBeGreaterThan(1);
        expect(found_(typo)).toContain(found.icedCoffee);
        expect(found_(typo).sort()).toEqual(found_(exact).sort());
        // Koffie & Co BV's own projects name it in the title and the description: no typo among them.
        expect(found_(await list(`search=${encodeURIComponent('koffei zuurdesem')}`))).toEqual([]);
      });

      it('finds singular and plural, and compounds ending in the word; exact matches first', async () => {
        expect(found_(await list('search=tas'))).toEqual([found.bags, found.bag]);
        expect(found_(await list('search=tassen')).sort()).toEqual([found.bags, found.bag].sort());
        expect(found_(await list('search=tassen'))[0]).toBe(found.bags);
      });

      it('follows a company that changes its name', async () => {
        const renamed = await registerCompany(projects, { companyName: 'Slagerij Hendriks' });
        const project = (await openProject(renamed, { title: 'Barbecuepakket in beeld' })).id;
        expect(found_(await list('search=hendriks'))).toEqual([project]);
        await projects.deliver(IdentityEvents.ProfileUpdated, renamed.id, {
          userId: renamed.id,
          role: 'bedrijf',
          displayName: 'Slagerij Jacobs',
          companyName: 'Slagerij Jacobs',
        });
        expect(found_(await list('search=jacobs'))).toEqual([project]);
        expect(found_(await list('search=hendriks'))).toEqual([]);
      });

      it('finds nothing for an unrelated word, and keeps the other filters', async () => {
        expect(await list('search=ruimtevaart')).toMatchObject({ projects: [], pagination: { total: 0 } });
        expect(found_(await list('search=vermeulen&category=technology'))).toEqual([]);
        expect(found_(await list('search=zuurdesem&budget=250-500'))).toEqual([found.bread]);
      });
    });

    it('filters by category, budget bucket, location and deadline', async () => {
      expect(ids(await list('category=home-garden'))).toEqual([titles.foto]);
      expect(ids(await list('budget=2500%2B&location=texel'))).toEqual([titles.reis]);
      expect(ids(await list('budget=500-1000&location=groningen'))).toEqual([titles.foto]);
      expect(ids(await list('location=zwolle&budget=250-500'))).toEqual([titles.vandaag]);
      expect(ids(await list('location=zwolle&deadline=today'))).toEqual([titles.vandaag]);
      expect(ids(await list('location=texel&deadline=month'))).toEqual([]);
      expect(ids(await list('location=texel&deadline=3months'))).toEqual([titles.reis]);
    });

    it('ignores empty filters and refuses unknown values, each time they are asked', async () => {
      for (let time = 0; time < 2; time += 1) {
        const empty = await get('/api/projects?search=&category=&budget=&location=%20');
        expect(empty.statusCode).toBe(200);
        expect(empty.json().pagination.total).toBe((await list('')).pagination.total);
        const refused = await get('/api/projects?budget=veel');
        expect(refused.statusCode).toBe(400);
        expect(fieldErrors(refused.json())).toEqual({ budget: Messages.filterInvalid });
      }
    });
  });

  describe('detail (GET /projects/{id})', () => {
    it('answers project, isOwner and canApply', async () => {
      const project = await openProject(company);
      const creator = await registerCreator(projects);
      expect((await get(`/api/projects/${project.id}`, company)).json()).toMatchObject({
        success: true,
        isOwner: true,
        canApply: false,
      });
      expect((await get(`/api/projects/${project.id}`, creator)).json()).toMatchObject({ isOwner: false, canApply: true });
      expect((await get(`/api/projects/${project.id}`)).json()).toMatchObject({ isOwner: false, canApply: false });
    });

    it('sends the company’s logo as identity announced it, null while it has none, and follows a new one', async () => {
      const bakery = await registerCompany(projects, { companyName: 'Bakkerij Jansen' });
      const project = await openProject(bakery);
      const company_ = async () => (await get(`/api/projects/${project.id}`, bakery)).json().project.companyId;
      // In the company's own list and in the public one (each reads the company its own way).
      const listed = async () =>
        [await get('/api/projects/my', bakery), await get('/api/projects?search=jansen&limit=50')].map(
          (response) => response.json().projects.find((p: { id: string }) => p.id === project.id)?.companyId,
        );
      expect(await company_()).toMatchObject({ companyName: 'Bakkerij Jansen', logoUrl: null });
      const announce = (profilePictureUrl: string) =>
        projects.deliver(IdentityEvents.ProfileUpdated, bakery.id, {
          userId: bakery.id,
          role: 'bedrijf',
          displayName: 'Bakkerij Jansen',
          companyName: 'Bakkerij Jansen',
          profilePictureUrl,
        });
      await announce('/api/media/images/logo-jansen.png');
      expect(await company_()).toMatchObject({ companyName: 'Bakkerij Jansen', logoUrl: '/api/media/images/logo-jansen.png' });
      expect(await listed()).toMatchObject([
        { logoUrl: '/api/media/images/logo-jansen.png' },
        { logoUrl: '/api/media/images/logo-jansen.png' },
      ]);
      await announce('');
      expect((await company_()).logoUrl).toBeNull();
    });

    const view = (id: string, user?: TestUser, payload: Record<string, unknown> = {}, remoteAddress = '127.0.0.1') =>
      projects.inject({
        method: 'POST',
        url: `/api/projects/${id}/views`,
        headers: user?.headers ?? {},
        payload,
        remoteAddress,
      });

    it('counts a view once per viewer per day, not the owner, and announces each counted one', async () => {
      const project = await openProject(company);
      const creator = await registerCreator(projects);
      expect((await view(project.id, company)).json()).toMatchObject({ counted: false });
      expect((await view(project.id, creator)).json()).toMatchObject({ counted: true });
      expect((await view(project.id, creator)).json()).toMatchObject({ counted: false });
      expect((await view(project.id, undefined, { visitorId: 'bezoeker-0001' })).json()).toMatchObject({ counted: true });
      expect((await view(project.id, undefined, { visitorId: 'bezoeker-0001' })).json()).toMatchObject({ counted: false });
      await get(`/api/projects/${project.id}`, undefined);
      const last = (await get(`/api/projects/${project.id}`, company)).json();
      expect(last.project.views).toBe(2);
      expect(last.project.stats.views).toBe(2);
      const elsewhere = await view(project.id, undefined, { visitorId: 'bezoeker-0002' }, '198.51.100.7');
      expect(elsewhere.json()).toMatchObject({ counted: true });
      expect((await get(`/api/projects/${project.id}`)).json().project.views).toBe(3);
      const announced = await outboxEvents(projects, ProjectEvents.ProjectViewed, project.id);
      expect(announced).toHaveLength(3);
      expect(announced[0]).toMatchObject({
        projectId: project.id,
        ownerId: company.id,
        creatorId: '',
        day: new Date().toISOString().slice(0, 10),
        title: project.title,
      });
    });

    it('ten visitor ids from one address are one view that day', async () => {
      const project = await openProject(company);
      const answers = [];
      for (let n = 0; n < 10; n += 1)
        answers.push((await view(project.id, undefined, { visitorId: `bezoeker-10${n}0` }, '203.0.113.9')).json());
      expect(answers.map((answer) => answer.counted)).toEqual([true, ...Array(9).fill(false)]);
      expect((await get(`/api/projects/${project.id}`, company)).json().project.views).toBe(1);
      expect(await outboxEvents(projects, ProjectEvents.ProjectViewed, project.id)).toHaveLength(1);
    });

    it('asks a visitor who is not signed in for the id her browser keeps, and keeps nothing of it readable', async () => {
      const project = await openProject(company);
      const refused = await view(project.id, undefined, { visitorId: 'x' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([{ field: 'visitorId', message: Messages.visitorIdInvalid }]);
      await view(project.id, undefined, { visitorId: 'bezoeker-geheim-1' });
      const keys: { visitor: string }[] = await projects.app
        .get(DataSource)
        .query(`SELECT visitor FROM project_view WHERE project_id = $1`, [project.id]);
      expect(keys).toHaveLength(1);
      expect(keys[0].visitor).not.toContain('bezoeker-geheim-1');
      expect(keys[0].visitor).not.toContain('127.0.0.1');
      expect((await view(randomUUID(), undefined, { visitorId: 'bezoeker-0001' })).statusCode).toBe(404);
    });

    it('shows up to 6 interested creators (name and city) and how many more, counting proposals', async () => {
      const project = await openProject(company);
      const creators: TestUser[] = [];
      for (let index = 0; index < 8; index += 1)
        creators.push(await registerCreator(projects, `Creator ${index}`, `Stad ${index}`));
      for (const creator of creators) {
        const event = {
          proposalId: randomUUID(),
          projectId: project.id,
          creatorId: creator.id,
          ownerId: company.id,
          priceCents: 25_000n,
          projectTitle: project.title,
          creatorName: 'Naam uit event',
        };
        const eventId = await projects.deliver(ProposalEvents.ProposalSubmitted, event.proposalId, event);
        await projects.deliver(ProposalEvents.ProposalSubmitted, event.proposalId, event, eventId);
      }
      const body = (await get(`/api/projects/${project.id}`, creators[0])).json();
      expect(body.project.interestedCreators).toHaveLength(6);
      expect(body.project.interestedCreators[0]).toEqual({ id: creators[7].id, name: 'Creator 7', city: 'Stad 7' });
      expect(body.project).toMatchObject({
        interestedCreatorsCount: 8,
        otherInterestedCount: 2,
        proposalCount: 8,
        stats: { proposalsCount: 8 },
      });
      expect(body.canApply).toBe(false);
    });

    it("answers 'Opdracht niet gevonden' for unknown ids", async () => {
      for (const id of [randomUUID(), 'geen-uuid']) {
        const response = await get(`/api/projects/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'PROJECT.NOT_FOUND', message: 'Opdracht niet gevonden' });
      }
    });
  });

  describe('update and publish (PUT /projects/{id})', () => {
    const edit = (overrides: Record<string, unknown> = {}) => ({
      title: 'Nieuwe titel voor de video',
      description: 'Aangepaste omschrijving',
      budget: 400,
      requirements: 'Eerlijk en kort',
      targetAudience: 'Koffieliefhebbers',
      industry: '',
      ...overrides,
    });

    it('saves the edit form and publishes ProjectUpdated', async () => {
      const { project } = (await create(company)).json();
      const response = await put(project.id, company, edit({ status: 'awaiting_deposit' }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        message: 'Opdracht bijgewerkt!',
        requiresPayment: false,
        project: {
          title: 'Nieuwe titel voor de video',
          budget: 400,
          requirements: 'Eerlijk en kort',
          industry: '',
          status: 'awaiting_deposit',
        },
      });
      const [updated] = await outboxEvents(projects, ProjectEvents.ProjectUpdated, project.id);
      expect(updated).toMatchObject({ title: 'Nieuwe titel voor de video', budgetCents: 40_000n, status: 'awaiting_deposit' });
    });

    it('requires title, description and budget', async () => {
      const { project } = (await create(company)).json();
      const response = await put(project.id, company, { title: '', description: '', budget: '' });
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response.json())).toEqual({
        title: Messages.titleTooShort,
        description: 'Beschrijving is verplicht',
        budget: Messages.budgetInvalid,
      });
    });

    it('keeps every field the edit leaves out: a title alone changes the title only', async () => {
      const { project } = (await create(company)).json();
      const response = await put(project.id, company, { title: 'Alleen een nieuwe titel voor de video' });
      expect(response.statusCode).toBe(200);
      const { project: saved } = (await get(`/api/projects/${project.id}`, company)).json();
      expect(saved).toMatchObject({
        title: 'Alleen een nieuwe titel voor de video',
        description: project.description,
        budget: project.budget,
        contentType: project.contentType,
        status: 'awaiting_deposit',
      });
    });

    it('publishing a draft without deposit asks for payment', async () => {
      const { project } = (await create(company, { status: 'draft' })).json();
      const response = await put(project.id, company, edit({ status: 'open' }));
      expect(response.json()).toMatchObject({
        requiresPayment: true,
        message: Messages.depositRequired,
        project: { status: 'awaiting_deposit' },
      });
      expect(await outboxEvents(projects, ProjectEvents.ProjectPublished, project.id)).toHaveLength(0);
    });

    it('publishing a draft whose deposit is paid opens it', async () => {
      const { project } = (await create(company, { status: 'draft' })).json();
      await projects.deliver(PaymentEvents.DepositPaid, project.id, {
        projectId: project.id,
        ownerId: company.id,
        amountCents: 15_000n,
      });
      expect((await get(`/api/projects/${project.id}`, company)).json().project.status).toBe('draft');
      const response = await put(project.id, company, edit({ budget: 300, status: 'open' }));
      expect(response.json()).toMatchObject({
        requiresPayment: false,
        message: 'Opdracht gepubliceerd!',
        project: { status: 'open' },
      });
      expect(await outboxEvents(projects, ProjectEvents.ProjectPublished, project.id)).toHaveLength(1);
    });

    it('refuses a budget change once the deposit is paid', async () => {
      const project = await openProject(company);
      const response = await put(project.id, company, edit({ budget: 999 }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'PROJECT.BUDGET_LOCKED', message: Messages.budgetLocked });
      expect((await put(project.id, company, edit({ budget: project.budget }))).statusCode).toBe(200);
    });

    it('after hiring refuses a change to what the contract fixed, saving nothing, and keeps the rest editable', async () => {
      const project = await openProject(company, { deadline: '2030-05-01' });
      const creator = await registerCreator(projects);
      await acceptProposal(project, creator, 250);
      const before = (await get(`/api/projects/${project.id}`, company)).json().project;
      expect(before).toMatchObject({ status: 'creator_selected', fixedFields: expect.arrayContaining(['budget', 'deadline']) });
      const form = {
        title: before.title,
        description: 'Nieuwe toelichting na het kiezen van de creator',
        budget: before.budget,
        deadline: '2030-05-01',
        category: before.category,
        contentFormat: before.contentFormat,
        contentRequirements: before.contentRequirements,
        deliverables: before.deliverables,
        location: before.location,
        preferredCreatorType: before.preferredCreatorType,
        targetAudience: 'Thuiswerkers',
        specialRequirements: 'Graag met daglicht',
      };
      const events = (await outboxEvents(projects, ProjectEvents.ProjectUpdated, project.id)).length;

      const refused = await put(project.id, company, {
        ...form,
        budget: 999,
        deadline: '2030-06-01',
        deliverables: [...before.deliverables, { title: 'Nog een video' }],
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'PROJECT.CONTRACT_LOCKED',
        message: Messages.contractLocked(['budget', 'deadline', 'deliverables']),
        errors: [
          { field: 'budget', message: Messages.contractFieldLocked },
          { field: 'deadline', message: Messages.contractFieldLocked },
          { field: 'deliverables', message: Messages.contractFieldLocked },
        ],
      });
      const unchanged = (await get(`/api/projects/${project.id}`, company)).json().project;
      expect(unchanged).toMatchObject({ budget: before.budget, deadline: before.deadline, deliverables: before.deliverables });
      expect(unchanged.description).toBe(before.description);
      expect(await outboxEvents(projects, ProjectEvents.ProjectUpdated, project.id)).toHaveLength(events);

      // The whole form sent back unchanged in its fixed fields saves the free ones.
      const saved = await put(project.id, company, form);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().project).toMatchObject({
        description: 'Nieuwe toelichting na het kiezen van de creator',
        targetAudience: 'Thuiswerkers',
        specialRequirements: 'Graag met daglicht',
        budget: before.budget,
        deadline: before.deadline,
        status: 'creator_selected',
      });
    });

    it('keeps every field of a project without a creator editable with the wizard’s rules', async () => {
      const { project } = (await create(company)).json();
      expect(project.fixedFields).toEqual([]);
      const response = await put(
        project.id,
        company,
        edit({ contentFormat: ['1:1 vierkant'], deliverables: [{ title: 'Twee video’s', description: '' }], budget: 10 }),
      );
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response.json())).toEqual({ budget: Messages.budgetTooLow });
      const saved = await put(
        project.id,
        company,
        edit({ contentFormat: ['1:1 vierkant'], deliverables: [{ title: 'Twee video’s', description: '' }] }),
      );
      expect(saved.json().project).toMatchObject({
        contentFormat: ['1:1 vierkant'],
        deliverables: [{ title: 'Twee video’s', description: '' }],
      });
    });

    it('refuses a status other than open', async () => {
      const { project } = (await create(company)).json();
      expect((await put(project.id, company, edit({ status: 'completed' }))).json()).toMatchObject({
        code: 'PROJECT.STATUS_INVALID',
      });
    });
  });

  describe('delete (DELETE /projects/{id})', () => {
    it('cancels before a creator is selected and publishes ProjectCancelled (refund of a paid deposit)', async () => {
      const project = await openProject(company);
      const response = await projects.inject({ method: 'DELETE', url: `/api/projects/${project.id}`, headers: company.headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: Messages.deleted });
      expect(await outboxEvents(projects, ProjectEvents.ProjectCancelled, project.id)).toEqual([
        expect.objectContaining({ projectId: project.id, ownerId: company.id, reason: 'deleted_by_owner' }),
      ]);
      expect((await get(`/api/projects/${project.id}`, company)).statusCode).toBe(404);
      const again = await projects.inject({ method: 'DELETE', url: `/api/projects/${project.id}`, headers: company.headers });
      expect(again.statusCode).toBe(404);
    });

    it('refuses once a creator is selected', async () => {
      const project = await openProject(company);
      const creator = await registerCreator(projects);
      await acceptProposal(project, creator, 250);
      const response = await projects.inject({ method: 'DELETE', url: `/api/projects/${project.id}`, headers: company.headers });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'PROJECT.NOT_DELETABLE', message: Messages.notDeletable });
    });
  });

  async function acceptProposal(
    project: { id: string; title: string },
    creator: TestUser,
    euros: number,
    proposalId = randomUUID(),
  ) {
    const event = {
      proposalId,
      projectId: project.id,
      creatorId: creator.id,
      ownerId: company.id,
      priceCents: BigInt(euros * 100),
      projectTitle: project.title,
    };
    return projects.deliver(ProposalEvents.ProposalAccepted, proposalId, event);
  }

  describe('proposal accepted → creator selected', () => {
    it('selects the creator, publishes CreatorSelected and shows the project to that creator only', async () => {
      const project = await openProject(company);
      const creator = await registerCreator(projects, 'Sem Visser', 'Delft');
      const other = await registerCreator(projects);
      const proposalId = randomUUID();
      await acceptProposal(project, creator, 275, proposalId);
      await acceptProposal(project, creator, 275, proposalId);
      await acceptProposal(project, other, 300);

      const detail = (await get(`/api/projects/${project.id}`, creator)).json();
      expect(detail.project).toMatchObject({
        status: 'creator_selected',
        selectedCreator: { id: creator.id, name: 'Sem Visser' },
        contractAmount: 275,
      });
      expect(await outboxEvents(projects, ProjectEvents.CreatorSelected, project.id)).toEqual([
        expect.objectContaining({ creatorId: creator.id, proposalId, contractAmountCents: 27_500n, ownerId: company.id }),
      ]);
      expect((await get(`/api/projects/${project.id}`, other)).statusCode).toBe(404);
      expect((await get(`/api/projects/${project.id}`)).json()).toMatchObject({ message: 'Opdracht niet gevonden' });
      expect((await get(`/api/projects/${project.id}`, company)).statusCode).toBe(200);
    });
  });

  describe('my projects', () => {
    it("GET /projects/my lists the company's own, with a status filter and a limit", async () => {
      const owner = await registerCompany(projects);
      const open = await openProject(owner);
      await create(owner, { title: 'Tweede opdracht hier' });
      const all = (await get('/api/projects/my?limit=100', owner)).json();
      expect(all.projects).toHaveLength(2);
      expect(all.projects.every((project: { owner: { id: string } }) => project.owner.id === owner.id)).toBe(true);
      const opened = (await get('/api/projects/my?status=open', owner)).json();
      expect(opened.projects.map((project: { id: string }) => project.id)).toEqual([open.id]);
      expect((await get('/api/projects/my?limit=1', owner)).json().projects).toHaveLength(1);
    });

    it('GET /projects/my counts the company’s active assignments: published and not ended, over all its projects', async () => {
      const owner = await registerCompany(projects);
      const db = projects.app.get(DataSource, { strict: false });
      // One project in every state, plus a second open one with proposals; the page asked for holds only one.
      for (const status of PROJECT_STATUSES) {
        const { project } = (await create(owner, { title: `Opdracht in staat ${status}` })).json();
        await db.query(`UPDATE projects.project SET status = $2, proposal_count = 1 WHERE id = $1`, [project.id, status]);
      }
      const extra = await openProject(owner, { title: 'Nog een open opdracht' });
      await db.query(`UPDATE projects.project SET proposal_count = 3 WHERE id = $1`, [extra.id]);

      const answer = (await get('/api/projects/my?limit=1', owner)).json();
      expect(answer.projects).toHaveLength(1);
      // open ×2, creator_selected, in_progress, delivered, under_review, revision_requested, approved.
      expect(answer.stats).toEqual({ totalProjects: 11, activeProjects: 8, completedProjects: 1, proposalCount: 13 });
      expect((await get('/api/projects/my?status=draft', owner)).json().stats).toEqual(answer.stats);
      expect((await get('/api/projects/my', await registerCompany(projects))).json().stats).toEqual({
        totalProjects: 0,
        activeProjects: 0,
        completedProjects: 0,
        proposalCount: 0,
      });
    });

    it('GET /projects/my-active lists the creator’s selected projects with stats', async () => {
      const creator = await registerCreator(projects);
      const first = await openProject(company);
      const second = await openProject(company);
      await acceptProposal(first, creator, 200);
      await acceptProposal(second, creator, 400);
      // The creator's share as payments computed it (a figure no fee arithmetic here would give: it is shown as sent).
      await projects.deliver(PaymentEvents.ContractAmountSet, second.id, {
        projectId: second.id,
        ownerId: company.id,
        creatorId: creator.id,
        figures: { contractAmountCents: 40_000n, creatorShareCents: 34_123n, platformFeeCents: 5_877n },
        reason: 'creator_selected',
        setAt: new Date().toISOString(),
      });
      await projects.app
        .get(DataSource, { strict: false })
        .query(`UPDATE projects.project SET status = 'completed' WHERE id = $1`, [second.id]);

      const all = (await get('/api/projects/my-active?status=all&limit=50', creator)).json();
      expect(all.projects.map((project: { id: string }) => project.id).sort()).toEqual([first.id, second.id].sort());
      expect(all.stats).toEqual({ activeProjects: 1, completedProjects: 1, totalEarnings: 341.23 });
      const selected = (await get('/api/projects/my-active?status=creator_selected', creator)).json();
      expect(selected.projects.map((project: { id: string }) => project.id)).toEqual([first.id]);
      expect((await get('/api/projects/my-active', await registerCreator(projects))).json()).toEqual({
        success: true,
        projects: [],
        stats: { activeProjects: 0, completedProjects: 0, totalEarnings: 0 },
      });
    });
  });
});
