import { Module } from '@nestjs/common';
import { createHttpApp } from './create-http-app';

@Module({})
class EmptyModule {}

describe('the HTTP app every process builds', () => {
  const listening = () => ({
    term: process.listenerCount('SIGTERM'),
    int: process.listenerCount('SIGINT'),
    hup: process.listenerCount('SIGHUP'),
    usr2: process.listenerCount('SIGUSR2'),
  });

  it('closes on SIGTERM and SIGINT only: a SIGHUP (a log rotation) or SIGUSR2 leaves the service running', async () => {
    const before = listening();
    const app = await createHttpApp(EmptyModule);
    try {
      expect(listening()).toEqual({ ...before, term: before.term + 1, int: before.int + 1 });
    } finally {
      await app.close();
    }
  });
});
