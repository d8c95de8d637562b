import {
  IdentityEvents,
  MessagingEvents,
  NotificationEvents,
  PaymentEvents,
  ProjectEvents,
  ProposalEvents,
} from '@clipwerk/proto';
import { userRoom } from '@clipwerk/kit';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { RemindUnreadMessagesService } from '../src/application/mail/remind-unread-messages.service';
import { SendDueMailsService } from '../src/application/mail/send-due-mails.service';
import { EMAIL_KINDS } from '../src/domain/email-kinds';
import { Messages } from '../src/domain/messages';
import { unsubscribeToken } from '../src/domain/unsubscribe';
import { type SmtpCatcher, startSmtpCatcher } from './support/smtp-catcher';
import {
  announceProject,
  capturePushes,
  client,
  type NotificationsTestApp,
  outboxEvents,
  registerCompany,
  registerCreator,
  startNotificationsApp,
  type TestUser,
} from './support/notifications-test-app';

/** A mail's text with the non-breaking space of an amount ('€ 12,50') as a plain one. */
const plain = (mail: { text?: string } | undefined) => String(mail?.text).replace(/\u00a0/g, ' ');
/** The mails of a test, without the welcome every registered party gets. */
const notWelcome = <M extends { subject?: string }>(mails: M[]) =>
  mails.filter((mail) => mail.subject !== Messages.welcome.subject);
const creatorAddress = (user: TestUser) => `creator.${user.id.slice(0, 8)}@example.nl`;
const companyAddress = (user: TestUser) => `bedrijf.${user.id.slice(0, 8)}@example.nl`;

/** Notices, e-mail switches and mails, on real PostgreSQL and a real SMTP server. */
describe('notifications API', () => {
  let app: NotificationsTestApp;
  let smtp: SmtpCatcher;
  let company: TestUser;
  let creator: TestUser;
  let outsider: TestUser;
  let projectId = '';
  const title = 'Unboxing koffiemachine';

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    app = await startNotificationsApp({ SMTP_URL: smtp.url });
    company = await registerCompany(app, { companyName: 'Koffie & Co BV' });
    creator = await registerCreator(app, 'Sanne de Vries');
    outsider = await registerCreator(app, 'Buiten Staander');
    projectId = await announceProject(app, company, creator, title);
  });

  afterAll(async () => {
    await app.close();
    await smtp.stop();
  });

  const noticesOf = async (user: TestUser) => (await client(app, user)('GET', '/notifications')).body;
  const sendMails = () => app.app.get(SendDueMailsService).run();
  const latest = async (user: TestUser) => (await noticesOf(user)).notifications[0];

  it.each([
    [
      'a proposal',
      () =>
        app.deliver(ProposalEvents.ProposalSubmitted, randomUUID(), {
          proposalId: randomUUID(),
          projectId,
          creatorId: creator.id,
          ownerId: company.id,
          priceCents: 25_000n,
          projectTitle: title,
          creatorName: 'Sanne de Vries',
        }),
      () => company,
      {
        type: 'proposal',
        message: Messages.proposalReceived(title),
        data: { projectTitle: title, creatorName: 'Sanne de Vries' },
        link: '/projects/{project}/proposals',
      },
    ],
    [
      'an accepted proposal',
      () =>
        app.deliver(ProposalEvents.ProposalAccepted, randomUUID(), {
          proposalId: randomUUID(),
          projectId,
          creatorId: creator.id,
          ownerId: company.id,
          priceCents: 25_000n,
          projectTitle: title,
        }),
      () => creator,
      {
        type: 'proposal-status',
        message: 'Je voorstel is geaccepteerd!',
        data: { status: 'accepted' },
        link: '/project-workspace/{project}',
      },
    ],
    [
      'a rejected proposal',
      () =>
        app.deliver(ProposalEvents.ProposalRejected, randomUUID(), {
          proposalId: randomUUID(),
          projectId,
          creatorId: creator.id,
          reason: 'We kozen een andere stijl',
          automatic: false,
          projectTitle: title,
        }),
      () => creator,
      { type: 'proposal-status', message: 'Je voorstel is afgewezen', data: { status: 'rejected' }, link: '/projects' },
    ],
    [
      'a proposal the company opened',
      () =>
        app.deliver(ProposalEvents.ProposalViewed, randomUUID(), {
          proposalId: randomUUID(),
          projectId,
          creatorId: creator.id,
          ownerId: company.id,
          projectTitle: title,
        }),
      () => creator,
      {
        type: 'proposal-status',
        message: 'Je voorstel wordt bekeken',
        data: { status: 'under_review' },
        link: '/projects/{project}',
      },
    ],
    [
      'an upload',
      () =>
        app.deliver(ProjectEvents.DeliverableUploaded, projectId, {
          projectId,
          ownerId: company.id,
          creatorId: creator.id,
          deliverableId: randomUUID(),
          fileId: randomUUID(),
          version: 1,
          title: 'Hoofdvideo',
          kind: 'video',
          mimeType: 'video/mp4',
          size: 1000n,
        }),
      () => company,
      {
        type: 'deliverable',
        message: Messages.deliverableUploaded(title),
        link: '/project-workspace/{project}?tab=files',
      },
    ],
    [
      'a revision',
      () =>
        app.deliver(ProjectEvents.RevisionRequested, projectId, {
          projectId,
          ownerId: company.id,
          creatorId: creator.id,
          feedback: 'Logo groter',
          round: 1,
        }),
      () => creator,
      {
        type: 'project',
        message: Messages.revisionRequested(title),
        link: '/project-workspace/{project}?tab=files',
      },
    ],
    [
      'an approval',
      () =>
        app.deliver(ProjectEvents.ProjectApproved, projectId, {
          projectId,
          ownerId: company.id,
          creatorId: creator.id,
          contractAmountCents: 25_000n,
        }),
      () => creator,
      { type: 'project', message: Messages.projectApproved(title), link: '/project-workspace/{project}' },
    ],
    [
      'a deposit',
      () =>
        app.deliver(PaymentEvents.DepositPaid, projectId, {
          paymentId: randomUUID(),
          projectId,
          ownerId: company.id,
          amountCents: 15_000n,
          provider: 'simulated',
          method: 'ideal',
          paidAt: new Date().toISOString(),
        }),
      () => company,
      {
        type: 'payment',
        message: 'Aanbetaling ontvangen',
        data: { status: 'deposit_paid' },
        link: '/project-workspace/{project}?tab=payment',
      },
    ],
    [
      'a released payout',
      () =>
        app.deliver(PaymentEvents.PayoutReleased, projectId, {
          payoutId: randomUUID(),
          projectId,
          creatorId: creator.id,
          amountCents: 21_250n,
          provider: 'simulated',
          transferId: 'tr_1',
          transferGroup: `project:${projectId}`,
          releasedAt: new Date().toISOString(),
        }),
      () => creator,
      {
        type: 'payment',
        message: 'Betaling vrijgegeven',
        data: { status: 'payment_released' },
        link: '/project-workspace/{project}?tab=payment',
      },
    ],
  ] as const)('tells the right person of %s, in Dutch, and nobody else', async (_what, deliver, recipient, expected) => {
    const others = [company, creator, outsider].filter((user) => user !== recipient());
    const before = await Promise.all(others.map(async (user) => (await noticesOf(user)).notifications.length));
    await deliver();
    // The table is written before the project exists: `{project}` stands for its id.
    const link = expected.link.replace('{project}', projectId);
    expect(await latest(recipient())).toMatchObject({ ...expected, link, read: false });
    const after = await Promise.all(others.map(async (user) => (await noticesOf(user)).notifications.length));
    expect(after).toEqual(before);
  });

  it('tells both parties of the final payment, and every recipient of a message but its sender', async () => {
    await app.deliver(PaymentEvents.FinalPaymentPaid, projectId, {
      paymentId: randomUUID(),
      projectId,
      ownerId: company.id,
      creatorId: creator.id,
      provider: 'simulated',
      method: 'ideal',
      paidAt: new Date().toISOString(),
    });
    const paymentTab = `/project-workspace/${projectId}?tab=payment`;
    expect(await latest(company)).toMatchObject({
      message: 'Eindbetaling ontvangen',
      data: { status: 'final_paid' },
      link: paymentTab,
    });
    expect(await latest(creator)).toMatchObject({ message: Messages.finalPaidToCreator(title), link: paymentTab });

    const conversationId = randomUUID();
    await app.deliver(MessagingEvents.MessageSent, conversationId, {
      conversationId,
      messageId: randomUUID(),
      senderId: company.id,
      recipientIds: [creator.id],
      projectId,
      preview: 'Hoi!',
      sentAt: new Date().toISOString(),
      senderName: 'Koffie & Co BV',
      projectTitle: title,
    });
    expect(await latest(creator)).toMatchObject({
      type: 'message',
      message: 'Nieuw bericht van Koffie & Co BV',
      data: { conversationId },
      link: `/messages?conversation=${conversationId}`,
    });
    expect((await latest(company)).type).not.toBe('message');
  });

  it('tells both parties of each step of a dispute, and of a statement only the party that did not write it', async () => {
    const disputeId = randomUUID();
    const parties = { disputeId, projectId, ownerId: company.id, creatorId: creator.id };
    const at = new Date().toISOString();
    await app.deliver(PaymentEvents.DisputeOpened, projectId, {
      ...parties,
      payoutId: '',
      reason: 'De video toont het verkeerde product.',
      openedAt: at,
      openedByRole: 'bedrijf',
      evidenceDueAt: at,
    });
    for (const user of [company, creator])
      expect(await latest(user)).toMatchObject({
        type: 'project',
        message: `Er is een geschil geopend over ${title}. Support beoordeelt het; het geld wordt vastgehouden.`,
        data: { disputeId, status: 'dispute_opened' },
      });
    await app.deliver(PaymentEvents.DisputeStatementAdded, projectId, {
      ...parties,
      statementId: randomUUID(),
      authorId: creator.id,
      authorRole: 'creator',
      addedAt: at,
    });
    expect((await latest(company)).data).toMatchObject({ status: 'dispute_statement' });
    expect((await latest(creator)).data).toMatchObject({ status: 'dispute_opened' });
    await app.deliver(PaymentEvents.DisputeResolved, projectId, {
      ...parties,
      payoutId: '',
      resolution: 'split',
      note: 'Verdeeld.',
      resolvedAt: at,
      amountCents: 21_250n,
      creatorPartCents: 25_000n,
      refundedCents: 15_000n,
    });
    for (const user of [company, creator]) expect((await latest(user)).data).toMatchObject({ status: 'dispute_resolved' });
  });

  it('makes one notice of a redelivered event, and pushes it once to the user’s sockets after storing it', async () => {
    const pushed = capturePushes(app);
    const eventId = randomUUID();
    const payload = { projectId, ownerId: company.id, creatorId: creator.id, deliverableCount: 1 };
    const before = (await noticesOf(company)).notifications.length;
    await app.deliver(ProjectEvents.DeliverySubmitted, projectId, payload, eventId);
    await app.deliver(ProjectEvents.DeliverySubmitted, projectId, payload, eventId);
    const { notifications } = await noticesOf(company);
    expect(notifications).toHaveLength(before + 1);
    expect(notifications[0].link).toBe(`/project-workspace/${projectId}?tab=review`);
    const toCompany = pushed.filter(({ room }) => room === userRoom(company.id));
    expect(toCompany).toEqual([
      {
        room: userRoom(company.id),
        event: 'deliverable-uploaded',
        payload: { ...notifications[0].data, notification: notifications[0] },
      },
    ]);
    expect(notifications[0]).toMatchObject({ type: 'deliverable', message: Messages.deliverySubmitted(title), read: false });
    expect(await outboxEvents(app, NotificationEvents.NotificationCreated)).toEqual([]);
  });

  it('counts unread notices, marks one or all read, and keeps others’ notices out of reach (404)', async () => {
    const { notifications, unreadCount } = await noticesOf(creator);
    expect(unreadCount).toBe(notifications.filter((notice: { read: boolean }) => !notice.read).length);
    expect(unreadCount).toBeGreaterThan(1);
    const first = notifications[0].id;
    expect((await client(app, outsider)('POST', `/notifications/${first}/read`)).status).toBe(404);
    expect((await client(app, creator)('POST', `/notifications/${first}/read`)).status).toBe(200);
    expect((await noticesOf(creator)).unreadCount).toBe(unreadCount - 1);
    expect((await client(app, creator)('POST', '/notifications/read-all')).status).toBe(200);
    expect((await noticesOf(creator)).unreadCount).toBe(0);
    expect((await client(app)('GET', '/notifications')).status).toBe(401);
  });

  it('mails what the user wants over SMTP, with a one-click unsubscribe; switched-off kinds are not mailed', async () => {
    const fresh = await registerCreator(app, 'Mila Mail');
    const freshProject = await announceProject(app, company, fresh, 'Koffiebonen proeven');
    const defaults = (await client(app, fresh)('GET', '/notifications/preferences')).body.email;
    expect(Object.keys(defaults).sort()).toEqual([...EMAIL_KINDS].sort());
    expect(Object.values(defaults).every(Boolean)).toBe(true);

    const switched = await client(app, fresh)('PUT', '/notifications/preferences', { email: { revision: false } });
    expect(switched.body.email).toMatchObject({ revision: false, approved: true });
    expect((await client(app, fresh)('PUT', '/notifications/preferences', { email: { revision: 'nee' } })).status).toBe(400);

    await app.deliver(ProjectEvents.RevisionRequested, freshProject, {
      projectId: freshProject,
      ownerId: company.id,
      creatorId: fresh.id,
      feedback: 'Korter',
      round: 1,
    });
    await app.deliver(ProjectEvents.ProjectApproved, freshProject, {
      projectId: freshProject,
      ownerId: company.id,
      creatorId: fresh.id,
      contractAmountCents: 25_000n,
    });
    await sendMails();
    const mails = await smtp.mailsTo(creatorAddress(fresh));
    expect(mails.map((mail) => mail.subject)).toEqual([
      Messages.welcome.subject,
      Messages.subjectApproved('Koffiebonen proeven'),
    ]);
    expect(mails[1].text).toContain('Hoi Mila Mail,');
    // The mail's button leads where the notice does, made absolute.
    const [approved] = (await noticesOf(fresh)).notifications;
    const button = new URL(String(/<a href="([^"]+)">/.exec(String(mails[1].html))?.[1]));
    expect(`${button.pathname}${button.search}`).toBe(approved.link);
    expect(mails[1].text).toContain(button.href);
    const header = (name: string) => mails[1].headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const link = String(header('list-unsubscribe')).replace(/^<|>$/g, '');
    expect(link).toContain('/api/notifications/unsubscribe?token=');

    const unsubscribed = await app.inject({ method: 'POST', url: link.replace(/^https?:\/\/[^/]+/, '') });
    expect(unsubscribed.statusCode).toBe(200);
    expect((await client(app, fresh)('GET', '/notifications/preferences')).body.email.approved).toBe(false);
  });

  it('welcomes each new account once, in the words of its role; a company by its contact person', async () => {
    const id = randomUUID();
    const address = `welkom.${id.slice(0, 8)}@example.nl`;
    const registered = {
      userId: id,
      role: 'bedrijf',
      email: address,
      displayName: 'Koffiebranderij De Boon',
      companyName: 'Koffiebranderij De Boon',
      contactPerson: 'Joris Hoekstra',
      signUpMethod: 'password',
    };
    await app.deliver(IdentityEvents.UserRegistered, id, registered, id);
    await app.deliver(IdentityEvents.UserRegistered, id, registered, id);
    const fresh = await registerCreator(app, 'Wendy Welkom');
    await sendMails();

    const [welcome, ...more] = await smtp.mailsTo(address);
    expect(more).toEqual([]);
    expect(welcome.subject).toBe(Messages.welcome.subject);
    expect(welcome.text).toContain('Hoi Joris Hoekstra,');
    expect(welcome.text).not.toContain('Hoi Koffiebranderij');
    expect(welcome.text).toContain(Messages.welcome.bedrijf[1]);
    expect(welcome.text).toContain(`${Messages.welcome.linkBedrijf}: `);
    expect(welcome.text).toMatch(/\/projects\/create$/m);
    expect(welcome.headerLines.some((line) => line.key === 'list-unsubscribe')).toBe(false);

    const [creatorWelcome] = await smtp.mailsTo(creatorAddress(fresh));
    expect(creatorWelcome.subject).toBe(Messages.welcome.subject);
    expect(creatorWelcome.text).toContain('Hoi Wendy Welkom,');
    expect(creatorWelcome.text).toContain(Messages.welcome.creator[2]);
    expect(creatorWelcome.text).not.toContain(Messages.welcome.bedrijf[1]);

    // Later mails greet the contact person too.
    const later = await announceProject(app, { id, token: '', headers: { authorization: '' } }, fresh, 'Welkomstvideo');
    await app.deliver(PaymentEvents.DepositPaid, later, {
      paymentId: randomUUID(),
      projectId: later,
      ownerId: id,
      amountCents: 12_550n,
      provider: 'simulated',
      method: 'ideal',
      paidAt: new Date().toISOString(),
    });
    await sendMails();
    const deposit = (await smtp.mailsTo(address, 2)).find(
      (mail) => mail.subject === Messages.subjectDepositPaid('Welkomstvideo'),
    );
    expect(plain(deposit)).toContain('Hoi Joris Hoekstra,');
    expect(plain(deposit)).toContain('€ 125,50');
  });

  it('tells each party of the final payment, the payout and a decision in its own words, with the amount', async () => {
    const owner = await registerCompany(app, { companyName: 'Bedrag BV' });
    const maker = await registerCreator(app, 'Bea Bedrag');
    const paid = await announceProject(app, owner, maker, 'Bedragvideo');
    await app.deliver(PaymentEvents.FinalPaymentPaid, paid, {
      paymentId: randomUUID(),
      projectId: paid,
      ownerId: owner.id,
      creatorId: maker.id,
      figures: {
        contractAmountCents: 30_000n,
        depositCents: 15_000n,
        finalCents: 15_000n,
        excessRefundCents: 0n,
        feePercent: 0,
        launchOffer: true,
        platformFeeCents: 0n,
        creatorShareCents: 30_000n,
      },
      provider: 'simulated',
      method: 'ideal',
      paidAt: '2026-12-01T10:00:00.000Z',
      releasableAt: '2026-12-08T10:00:00.000Z',
    });
    await app.deliver(PaymentEvents.PayoutReleased, paid, {
      payoutId: randomUUID(),
      projectId: paid,
      creatorId: maker.id,
      amountCents: 30_000n,
      provider: 'simulated',
      transferId: 'tr_2',
      transferGroup: `project:${paid}`,
      releasedAt: new Date().toISOString(),
    });
    await app.deliver(PaymentEvents.DisputeDecided, paid, {
      disputeId: randomUUID(),
      projectId: paid,
      ownerId: owner.id,
      creatorId: maker.id,
      round: 1,
      outcome: 'split',
      creatorPartCents: 10_000n,
      note: 'Verdeeld.',
      decidedAt: new Date().toISOString(),
      appealDueAt: new Date().toISOString(),
    });
    await sendMails();

    const toCompany = await smtp.mailsTo(companyAddress(owner), 3);
    const companyPaid = toCompany.find((mail) => mail.subject === Messages.subjectFinalPaid('Bedragvideo'));
    expect(plain(companyPaid)).toContain('We hebben je eindbetaling van € 150,00 voor Bedragvideo ontvangen.');
    const companyDecision = toCompany.find((mail) => mail.subject === Messages.dispute.subject('Bedragvideo'));
    expect(plain(companyDecision)).toContain('gaat € 100,00 van het bedrag van de opdracht naar de creator');

    const toCreator = await smtp.mailsTo(creatorAddress(maker), 4);
    const creatorPaid = toCreator.find((mail) => mail.subject === Messages.subjectFinalPaidToCreator('Bedragvideo'));
    expect(plain(creatorPaid)).toContain('Het bedrijf heeft de eindbetaling voor Bedragvideo betaald.');
    expect(plain(creatorPaid)).toContain('Je aandeel van € 300,00 houden we vast tot 8 december om 11:00');
    expect(toCreator.some((mail) => /We hebben de betaling/.test(String(mail.text)))).toBe(false);
    const payout = toCreator.find((mail) => mail.subject === Messages.subjectPayout('Bedragvideo'));
    expect(plain(payout)).toContain('Je aandeel van € 300,00 voor Bedragvideo is vrijgegeven');
    const creatorDecision = toCreator.find((mail) => mail.subject === Messages.dispute.subject('Bedragvideo'));
    expect(plain(creatorDecision)).toContain('Volgens het besluit krijg je € 100,00');
  });

  it('refuses a forged unsubscribe token, and one made for another user or kind', async () => {
    const forged = unsubscribeToken('een ander geheim', creator.id, 'payment');
    expect((await app.inject({ method: 'POST', url: `/api/notifications/unsubscribe?token=${forged}` })).statusCode).toBe(400);
    const page = await app.inject({ method: 'GET', url: '/api/notifications/unsubscribe?token=kapot' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(Messages.unsubscribeInvalid);
    expect((await client(app, creator)('GET', '/notifications/preferences')).body.email.payment).toBe(true);
  });

  it('always mails the password-reset link, to the address identity gave, and nothing to a deleted account', async () => {
    const address = companyAddress(company);
    const resetUrl = 'http://clipwerk.test/reset-password?token=abc';
    await app.deliver(IdentityEvents.PasswordResetRequested, company.id, { userId: company.id, email: address, resetUrl });
    await sendMails();
    const [reset] = (await smtp.mailsTo(address)).filter((mail) => mail.subject === Messages.subjectPasswordReset);
    expect(reset.text).toContain(resetUrl);
    expect(reset.headerLines.some((line) => line.key === 'list-unsubscribe')).toBe(false);

    const gone = await registerCreator(app, 'Weg Wezen');
    await app.deliver(IdentityEvents.AccountDeleted, gone.id, {
      userId: gone.id,
      role: 'creator',
      deletedAt: new Date().toISOString(),
    });
    const goneProject = await announceProject(app, company, gone, 'Laatste opdracht');
    await app.deliver(ProjectEvents.ProjectApproved, goneProject, {
      projectId: goneProject,
      ownerId: company.id,
      creatorId: gone.id,
      contractAmountCents: 1n,
    });
    await sendMails();
    expect(notWelcome(await smtp.mailsTo(creatorAddress(gone), 2, 300))).toEqual([]);
    const queued = await app.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM notifications.mail WHERE to_address = $1 AND subject <> $2`, [
        creatorAddress(gone),
        Messages.welcome.subject,
      ]);
    expect(queued[0].n).toBe(0);
  });

  it('mails a message still unread after 15 minutes once per conversation, and none once it was read', async () => {
    const reader = await registerCreator(app, 'Lotte Leest');
    const ignorer = await registerCreator(app, 'Iris Ignoreert');
    const send = (to: TestUser, conversationId: string, minutesAgo: number) =>
      app.deliver(MessagingEvents.MessageSent, conversationId, {
        conversationId,
        messageId: randomUUID(),
        senderId: company.id,
        recipientIds: [to.id],
        projectId: '',
        preview: 'Hoi',
        sentAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
        senderName: 'Koffie & Co BV',
        projectTitle: '',
      });
    const read = randomUUID();
    const unread = randomUUID();
    await send(reader, read, 20);
    await app.deliver(MessagingEvents.ConversationRead, read, {
      conversationId: read,
      readerId: reader.id,
      readAt: new Date().toISOString(),
    });
    await send(ignorer, unread, 20);
    await send(ignorer, unread, 18);

    const remind = app.app.get(RemindUnreadMessagesService);
    expect(await remind.run(new Date(Date.now() - 6 * 60_000))).toBe(0); // 14 minutes after the first: not yet
    expect(await remind.run()).toBe(1);
    expect(await remind.run()).toBe(0);
    await sendMails();
    const [mail] = notWelcome(await smtp.mailsTo(creatorAddress(ignorer), 2));
    expect(mail.subject).toBe(Messages.subjectUnread('Koffie & Co BV'));
    expect(mail.text).toContain(`/messages?conversation=${unread}`);
    expect(notWelcome(await smtp.mailsTo(creatorAddress(reader), 2, 300))).toEqual([]);
  });

  it('says Verwijderd account wherever a deleted creator was named, in notices and mails still waiting', async () => {
    const owner = await registerCompany(app, { companyName: 'Blijvers BV' });
    const leaving = await registerCreator(app, 'Eva Vertrekt');
    const project = await announceProject(app, owner, leaving, 'Afscheidsvideo');
    await app.deliver(ProposalEvents.ProposalSubmitted, randomUUID(), {
      proposalId: randomUUID(),
      projectId: project,
      creatorId: leaving.id,
      ownerId: owner.id,
      priceCents: 25_000n,
      projectTitle: 'Afscheidsvideo',
      creatorName: 'Eva Vertrekt',
    });
    await app.deliver(MessagingEvents.MessageSent, randomUUID(), {
      conversationId: randomUUID(),
      messageId: randomUUID(),
      senderId: leaving.id,
      recipientIds: [owner.id],
      projectId: project,
      preview: 'Tot ziens',
      sentAt: new Date().toISOString(),
      senderName: 'Eva Vertrekt',
      projectTitle: 'Afscheidsvideo',
    });
    expect((await latest(owner)).message).toBe(Messages.messageReceived('Eva Vertrekt'));

    // Identity anonymises her (ProfileUpdated), then announces the deletion, in this order.
    await app.deliver(IdentityEvents.ProfileUpdated, leaving.id, {
      userId: leaving.id,
      role: 'creator',
      displayName: 'Verwijderd account',
      companyName: 'Verwijderd account',
    });
    await app.deliver(IdentityEvents.AccountDeleted, leaving.id, {
      userId: leaving.id,
      role: 'creator',
      deletedAt: new Date().toISOString(),
    });

    const { notifications } = await noticesOf(owner);
    const texts = JSON.stringify(notifications);
    expect(texts).not.toContain('Eva Vertrekt');
    expect(notifications.map((notice: { message: string }) => notice.message)).toContain(
      Messages.messageReceived('Verwijderd account'),
    );
    expect(notifications.find((notice: { type: string }) => notice.type === 'proposal').data.creatorName).toBe(
      'Verwijderd account',
    );
    await sendMails();
    const [proposalMail] = notWelcome(await smtp.mailsTo(companyAddress(owner), 2));
    expect(proposalMail.text).toContain(Messages.proposalBody('Verwijderd account', 'Afscheidsvideo'));
    expect(`${proposalMail.text}${proposalMail.html}`).not.toContain('Eva Vertrekt');
  });

  it('tells the creator in Dutch when the company that hired her deleted its account', async () => {
    const leavingCompany = await registerCompany(app, { companyName: 'Weg BV' });
    const hired = await registerCreator(app, 'Lot Blijft');
    const project = await announceProject(app, leavingCompany, hired, 'Laatste reel');
    await app.deliver(ProjectEvents.ProjectCancelled, project, {
      projectId: project,
      ownerId: leavingCompany.id,
      reason: 'Geannuleerd: het bedrijf heeft zijn account verwijderd',
      creatorId: hired.id,
      deliveryMissed: false,
      leftParty: 'company',
    });
    expect(await latest(hired)).toMatchObject({
      type: 'project',
      message: Messages.assignmentCancelledCompanyLeft('Laatste reel'),
      link: '/my-active-projects',
    });
  });
});
