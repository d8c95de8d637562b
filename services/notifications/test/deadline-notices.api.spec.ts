import { PaymentEvents, ProjectEvents } from '@clipwerk/proto';
import { SendDueMailsService } from '../src/application/mail/send-due-mails.service';
import { Messages } from '../src/domain/messages';
import { dueWhen } from '../src/domain/notice-rules';
import { type SmtpCatcher, startSmtpCatcher } from './support/smtp-catcher';
import {
  announceProject,
  client,
  type NotificationsTestApp,
  registerCompany,
  registerCreator,
  startNotificationsApp,
  type TestUser,
} from './support/notifications-test-app';

/** The deadlines' notices and mails: reminders before, and what happens when a party stays silent. */
describe('deadline notices (API)', () => {
  let app: NotificationsTestApp;
  let smtp: SmtpCatcher;
  let company: TestUser;
  let creator: TestUser;
  let projectId = '';
  const title = 'Unboxing koffiemachine';
  const dueAt = '2026-12-12T13:05:00.000Z';

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    app = await startNotificationsApp({ SMTP_URL: smtp.url });
    company = await registerCompany(app, { companyName: 'Koffie & Co BV' });
    creator = await registerCreator(app, 'Sanne de Vries');
    projectId = await announceProject(app, company, creator, title);
  });

  afterAll(async () => {
    await app.close();
    await smtp.stop();
  });

  const latest = async (user: TestUser) => (await client(app, user)('GET', '/notifications')).body.notifications[0];
  const parties = () => ({ projectId, ownerId: company.id, creatorId: creator.id });

  it('words a deadline in Dutch time', () => {
    expect(dueWhen(dueAt)).toBe('op 12 december om 14:05');
  });

  it('reminds the company of her review, and mails it', async () => {
    await app.deliver(ProjectEvents.ReviewReminder, projectId, { ...parties(), dueAt, stage: 'half' });
    expect(await latest(company)).toMatchObject({
      type: 'deliverable',
      message: Messages.reviewReminder(title, 'op 12 december om 14:05'),
      data: { projectId, dueAt },
    });
    await app.app.get(SendDueMailsService).run();
    const mails = await smtp.mailsTo(`bedrijf.${company.id.slice(0, 8)}@example.nl`, 2);
    expect(mails.map((mail) => mail.subject)).toContain(Messages.subjectReviewReminder(title));
  });

  it('tells both parties of an automatic approval with the reason projects worded', async () => {
    const reason = 'Automatisch goedgekeurd na 3 minuten zonder reactie';
    await app.deliver(ProjectEvents.ProjectApproved, projectId, {
      ...parties(),
      contractAmountCents: 25_000n,
      automatic: true,
      reason,
      approvedAt: new Date().toISOString(),
    });
    for (const user of [company, creator]) {
      expect(await latest(user)).toMatchObject({ type: 'project', message: `${title}: ${reason}`, data: { reason } });
    }
  });

  it('reminds the company of the final payment, and tells the creator once it is overdue', async () => {
    await app.deliver(PaymentEvents.FinalPaymentReminder, projectId, { ...parties(), dueAt, stage: 'last_day' });
    expect(await latest(company)).toMatchObject({
      type: 'payment',
      message: Messages.finalPaymentReminder(title, 'op 12 december om 14:05'),
    });
    await app.deliver(PaymentEvents.FinalPaymentOverdue, projectId, { ...parties(), dueAt });
    expect(await latest(creator)).toMatchObject({ type: 'payment', message: Messages.finalPaymentOverdue(title) });
  });

  it('tells the creator when the company cancels after the delivery date, and no one of a cancel before hiring', async () => {
    const before = await latest(creator);
    await app.deliver(ProjectEvents.ProjectCancelled, projectId, {
      projectId,
      ownerId: company.id,
      reason: '',
      creatorId: '',
      deliveryMissed: false,
    });
    expect(await latest(creator)).toEqual(before);
    await app.deliver(ProjectEvents.ProjectCancelled, projectId, {
      projectId,
      ownerId: company.id,
      reason: 'Geannuleerd door het bedrijf: de opleverdatum is verstreken zonder oplevering',
      creatorId: creator.id,
      deliveryMissed: true,
    });
    expect(await latest(creator)).toMatchObject({ type: 'project', message: Messages.assignmentCancelled(title) });
  });
});
