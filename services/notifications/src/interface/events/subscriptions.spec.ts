import { MessagingEvents, PaymentEvents, ProjectEvents, ProposalEvents } from '@clipwerk/proto';
import { NOTIFICATIONS_SUBSCRIPTIONS } from './subscriptions';

describe('the notices table', () => {
  const handlers = NOTIFICATIONS_SUBSCRIPTIONS.map(({ event, handler }) => ({ type: event.type, name: handler.name }));

  it('names each row its handler after its event: the name is the inbox entry of every event it applied', () => {
    expect(handlers).toEqual(
      expect.arrayContaining([
        { type: ProposalEvents.ProposalSubmitted.type, name: 'NotifyWhenProposalSubmitted' },
        { type: ProjectEvents.DeliverableUploaded.type, name: 'NotifyWhenDeliverableUploaded' },
        { type: PaymentEvents.FinalPaymentPaid.type, name: 'NotifyWhenFinalPaymentPaid' },
        { type: PaymentEvents.DisputeStatementAdded.type, name: 'NotifyWhenDisputeStatementAdded' },
        { type: MessagingEvents.MessageSent.type, name: 'NotifyWhenMessageSent' },
        { type: MessagingEvents.MessageSent.type, name: 'RememberUnreadWhenMessageSent' },
      ]),
    );
  });

  it('gives every subscription a handler of its own', () => {
    expect(new Set(handlers.map(({ name }) => name)).size).toBe(handlers.length);
    expect(new Set(NOTIFICATIONS_SUBSCRIPTIONS.map(({ handler }) => handler)).size).toBe(handlers.length);
  });
});
