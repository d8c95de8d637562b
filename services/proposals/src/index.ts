export { ProposalsModule } from './proposals.module';
