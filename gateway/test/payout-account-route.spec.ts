import { KEY_RING, type LocalKeyRing } from '@clipwerk/kit';
import { createTestSigner } from '@clipwerk/kit/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { readGatewayConfig } from '../src/config';
import { createGatewayApp } from '../src/create-gateway-app';
import { type Topology, apiClient, startEmbedded } from './support/topologies';

/** A stand-in service process that answers every request with its own name and the path it got. */
async function fakeService(name: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ service: name, path: request.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('the payout account is served by payments, though its path is under /api/users', () => {
  describe('distributed: the gateway forwards /api/users/me/stripe to payments, the rest of /api/users to identity', () => {
    let gateway: NestFastifyApplication;
    let services: Awaited<ReturnType<typeof fakeService>>[];
    let token: string;

    beforeAll(async () => {
      services = [await fakeService('identity'), await fakeService('payments')];
      gateway = await createGatewayApp(
        readGatewayConfig({ TOPOLOGY: 'distributed', IDENTITY_URL: services[0].url, PAYMENTS_URL: services[1].url }),
        { NODE_ENV: 'test' },
      );
      const signer = await createTestSigner();
      signer.publishTo(gateway.get<LocalKeyRing>(KEY_RING));
      await gateway.listen({ port: 0, host: '127.0.0.1' });
      token = await signer.sign({ role: 'creator', userId: randomUUID() });
    });

    afterAll(async () => {
      await gateway?.close();
      for (const { server } of services ?? []) await new Promise((resolve) => server.close(resolve));
    });

    it.each([
      ['GET', '/api/users/me/stripe/status', 'payments'],
      ['POST', '/api/users/me/stripe/connect', 'payments'],
      ['POST', '/api/users/me/stripe/refresh', 'payments'],
      ['POST', '/api/users/me/stripe/simulate-onboarding', 'payments'],
      ['GET', '/api/users/me/stats', 'identity'],
      ['PUT', '/api/users/me/profile', 'identity'],
      ['GET', '/api/users/me/stripes', 'identity'],
    ])('%s %s reaches %s', async (method, path, service) => {
      const response = await fetch(`${await gateway.getUrl()}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ service, path });
    });
  });

  describe('embedded: one process hosting every service', () => {
    let topology: Topology;
    const api = apiClient(() => topology);

    beforeAll(async () => {
      topology = await startEmbedded();
    }, 120_000);
    afterAll(() => topology?.stop());

    async function register(body: Record<string, string>) {
      const suffix = randomUUID().slice(0, 8);
      const response = await api('POST', '/auth/register', {
        email: `${body.role}-${suffix}@example.nl`,
        password: 'geheim123',
        confirmPassword: 'geheim123',
        ...body,
      });
      expect(response).toMatchObject({ status: 201 });
      return response.body.token as string;
    }

    it('a creator connects, hands in an IBAN on the onboarding page and is active; a company gets 403', async () => {
      const creator = await register({
        role: 'creator',
        firstName: 'Femke',
        lastName: 'Visser',
        dateOfBirth: '1996-04-12',
        phoneNumber: '0612345678',
        bio: 'Ik maak eerlijke reviews van koffie en keukenspullen.',
      });
      expect((await api('GET', '/users/me/stripe/status', undefined, creator)).body.data).toMatchObject({
        status: 'not_connected',
        accountDetails: null,
      });
      const connect = await api('POST', '/users/me/stripe/connect', undefined, creator);
      expect(connect.status).toBe(200);
      const onboarding = new URL(connect.body.data.onboardingUrl);
      expect(onboarding.pathname).toBe('/payout-onboarding');
      const done = await api(
        'POST',
        '/users/me/stripe/simulate-onboarding',
        { account: onboarding.searchParams.get('account'), iban: 'NL44 RABO 0123 4567 89', accountHolderName: 'Femke Visser' },
        creator,
      );
      expect(done.status).toBe(200);
      expect((await api('GET', '/users/me/stripe/status', undefined, creator)).body.data).toMatchObject({
        status: 'active',
        accountDetails: { last4: '6789', bankName: 'Rabobank', country: 'NL' },
      });

      const company = await register({
        role: 'bedrijf',
        companyName: 'Bakkerij Jansen',
        contactPerson: 'Piet Jansen',
        companySize: '1-10',
        industry: 'food-drinks',
      });
      const refused = await api('GET', '/users/me/stripe/status', undefined, company);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Alleen creators hebben een uitbetalingsrekening.');
    });
  });
});
