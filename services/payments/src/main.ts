import { Module } from '@nestjs/common';
import { createHttpApp, PlatformModule, servicePort } from '@clipwerk/kit';
import { PaymentsModule } from './payments.module';

@Module({})
class HostModule {}

/** The distributed topology: payments as its own process (N replicas may run side by side). */
async function main(): Promise<void> {
  // Configuration is read here, inside the catch below, so a missing variable ends with its name, not a stack.
  const app = await createHttpApp({ module: HostModule, imports: [PlatformModule.forRoot(), PaymentsModule.forRoot()] });
  await app.listen({ port: servicePort('payments'), host: '0.0.0.0' });
}

void main().catch((error: unknown) => {
  process.stderr.write(`payments failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
