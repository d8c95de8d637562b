import { Module } from '@nestjs/common';
import { createHttpApp, PlatformModule, servicePort } from '@clipwerk/kit';
import { ProjectsModule } from './projects.module';

@Module({})
class HostModule {}

/** The distributed topology: projects as its own process. */
async function main(): Promise<void> {
  // Configuration is read here, inside the catch below, so a missing variable ends with its name, not a stack.
  const app = await createHttpApp({ module: HostModule, imports: [PlatformModule.forRoot(), ProjectsModule.forRoot()] });
  await app.listen({ port: servicePort('projects'), host: '0.0.0.0' });
}

void main().catch((error: unknown) => {
  process.stderr.write(`projects failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
