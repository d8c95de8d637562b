import { Module } from '@nestjs/common';
import { createHttpApp, PlatformModule, servicePort } from '@clipwerk/kit';
import { MessagingModule } from './messaging.module';

@Module({})
class HostModule {}

/** The distributed topology: messaging as its own process. */
async function main(): Promise<void> {
  // Configuration is read here, inside the catch below, so a missing variable ends with its name, not a stack.
  const app = await createHttpApp({ module: HostModule, imports: [PlatformModule.forRoot(), MessagingModule] });
  await app.listen({ port: servicePort('messaging'), host: '0.0.0.0' });
}

void main().catch((error: unknown) => {
  process.stderr.write(`messaging failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
