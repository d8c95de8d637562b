import { servicePort } from './service-port';

describe('servicePort', () => {
  it("is the registry's port of the service, unless PORT says otherwise", () => {
    expect(servicePort('identity', {})).toBe(4001);
    expect(servicePort('analytics', {})).toBe(4007);
    expect(servicePort('payments', { PORT: '5123' })).toBe(5123);
  });

  it('refuses a name the registry does not list', () => {
    expect(() => servicePort('payment', {})).toThrow('infra/services.js lists no service payment');
  });
});
