import type { BusMessage } from './envelope';
import type { BusSubscription, EventBus } from './event-bus';

/**
 * The embedded topology's bus: hands each published message to every subscribed group in the same process,
 * awaiting each. `publish` resolves only after every group processed (or dead-lettered) the message, so the
 * outbox marks a row published only once its consumers are done: a crash in between means a redelivery,
 * which the consumers' inboxes turn into a no-op. That is the same at-least-once contract as Kafka.
 */
export class InProcessEventBus implements EventBus {
  private readonly subscriptions: BusSubscription[] = [];

  async publish(messages: BusMessage[]): Promise<void> {
    for (const message of messages) {
      for (const subscription of this.subscriptions) {
        if (subscription.topics.includes(message.topic)) await subscription.handle(message);
      }
    }
  }

  async subscribe(subscription: BusSubscription): Promise<void> {
    this.subscriptions.push(subscription);
  }

  async deadLetter(): Promise<void> {
    // The consumer already keeps the message in its dead_letter_message table; there is no separate topic here.
  }

  async start(): Promise<void> {}

  async stop(): Promise<void> {
    this.subscriptions.length = 0;
  }
}
