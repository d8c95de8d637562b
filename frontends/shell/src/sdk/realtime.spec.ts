import { NOTICE_LIMIT, addToNoticeList, type Notice } from './notifications';
import { SERVER_EVENTS, SOCKET_OPTIONS, noticeFromEvent } from './realtime';

describe('realtime notices', () => {
  it.each([
    ['proposal-received', { projectTitle: 'Zomercampagne', creatorName: 'Sanne' }, 'Nieuw voorstel ontvangen voor Zomercampagne'],
    ['proposal-status-updated', { status: 'accepted' }, 'Je voorstel is geaccepteerd!'],
    ['proposal-status-updated', { status: 'rejected' }, 'Je voorstel is afgewezen'],
    ['proposal-status-updated', { status: 'under_review' }, 'Je voorstel wordt bekeken'],
    ['message-received', { senderName: 'Pieter', projectTitle: 'X' }, 'Nieuw bericht van Pieter'],
    ['project-updated', { projectTitle: 'Zomercampagne' }, 'Opdracht "Zomercampagne" is bijgewerkt'],
    ['deliverable-uploaded', { projectTitle: 'Zomercampagne' }, 'Nieuwe versie geüpload voor Zomercampagne'],
    ['payment-updated', { status: 'deposit_paid' }, 'Aanbetaling ontvangen'],
    ['payment-updated', { status: 'final_paid' }, 'Eindbetaling ontvangen'],
    ['payment-updated', { status: 'payment_released' }, 'Betaling vrijgegeven'],
  ])('%s %j reads "%s"', (event, payload, message) => {
    expect(noticeFromEvent(event, payload)?.message).toBe(message);
  });

  it('never says "propositie"', () => {
    for (const event of SERVER_EVENTS) {
      for (const status of ['accepted', 'rejected', 'under_review']) {
        expect(noticeFromEvent(event, { status, projectTitle: 'P' })?.message ?? '').not.toMatch(/propositie/i);
      }
    }
  });

  it('gives no notice for typing signals', () => {
    expect(noticeFromEvent('user-typing', { userName: 'Sanne' })).toBeNull();
  });

  it('connects with the token, polling then websocket, 10 reconnection attempts', () => {
    expect(SOCKET_OPTIONS).toEqual({
      transports: ['polling', 'websocket'],
      reconnectionAttempts: 10,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      timeout: 20000,
      forceNew: true,
    });
  });

  it('keeps the 50 newest notices, newest first', () => {
    let list: Notice[] = [];
    for (let i = 1; i <= 60; i++) {
      list = addToNoticeList(list, { id: String(i), type: 'message', message: `bericht ${i}`, timestamp: '', read: false });
    }
    expect(list).toHaveLength(NOTICE_LIMIT);
    expect(list[0].id).toBe('60');
    expect(list[49].id).toBe('11');
  });
});
