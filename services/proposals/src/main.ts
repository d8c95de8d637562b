import { Module } from '@nestjs/common';
import { createHttpApp, PlatformModule, servicePort } from '@clipwerk/kit';
import { ProposalsModule } from './proposals.module';

@Module({})
class HostModule {}

/** The distributed topology: proposals as its own process. */
async function main(): Promise<void> {
  // Configuration is read here, inside the catch below, so a missing variable ends with its name, not a stack.
  const app = await createHttpApp({ module: HostModule, imports: [PlatformModule.forRoot(), ProposalsModule] });
  await app.listen({ port: servicePort('proposals'), host: '0.0.0.0' });
}

void main().catch((error: unknown) => {
  process.stderr.write(`proposals failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
