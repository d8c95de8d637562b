import { owningService } from './route-table';

describe('route table', () => {
  it.each([
    ['/api/auth/login', 'identity'],
    ['/api/users/creators', 'identity'],
    ['/api/users/me/stripe/status', 'payments'],
    ['/api/upload/profile-picture', 'identity'],
    ['/api/upload/deliverable/42', 'projects'],
    ['/api/upload/download/1/2', 'projects'],
    ['/api/upload/poster/1/2', 'projects'],
    ['/api/uploads/0123456789abcdef0123456789abcdef', 'projects'],
    ['/api/projects/my-active', 'projects'],
    ['/api/proposals/accept/9', 'proposals'],
    ['/api/conversations', 'messaging'],
    ['/api/payments/creator/earnings.csv', 'payments'],
    ['/api/analytics/earnings', 'payments'],
    ['/api/disputes/42/statements', 'payments'],
    ['/api/support/disputes', 'payments'],
    ['/api/analytics/overview', 'analytics'],
    // Each context states its own retention period under its own prefix.
    ['/api/users/retention', 'identity'],
    ['/api/projects/retention', 'projects'],
    ['/api/payments/retention', 'payments'],
    ['/api/conversations/retention', 'messaging'],
    ['/api/notifications/retention', 'notifications'],
    ['/api/analytics/retention', 'analytics'],
  ])('%s belongs to %s', (path, service) => {
    expect(owningService(path)).toBe(service);
  });

  it('matches whole path segments only', () => {
    expect(owningService('/api/authx')).toBeUndefined();
    expect(owningService('/api/usersettings')).toBeUndefined();
    expect(owningService('/health/live')).toBeUndefined();
    expect(owningService('/api/analyticsx')).toBeUndefined();
  });
});
