export { IdentityModule } from './identity.module';
export { type IdentityConfig, identityConfigSpec, readIdentityConfig } from './config';
export { type DemoAccount, seedDemoData } from './infrastructure/demo/seed-demo-data';
