import { defineRemoteConfig } from '../shell/remote.config.mjs';

export default defineRemoteConfig({
  name: 'marketplace',
  devPort: 3012,
  // Its public screens are drawn by the build too (src/prerender.tsx), for the gateway to serve them drawn.
  drawsScreens: true,
  exposes: {
    // Everything of / below the shell's hero.
    './LandingSections': './src/landing/LandingSectionsScreen.tsx',
    './Projects': './src/projects/ProjectsScreen.tsx',
    './ProjectDetail': './src/projects/ProjectDetailScreen.tsx',
    './CreateProject': './src/wizard/CreateProjectScreen.tsx',
    './EditProject': './src/projects/EditProjectScreen.tsx',
    './MyProjects': './src/projects/MyProjectsScreen.tsx',
    './Proposals': './src/proposals/ProposalsScreen.tsx',
    './Creators': './src/creators/CreatorsScreen.tsx',
    './CreatorProfile': './src/creators/CreatorProfileScreen.tsx',
    './Deposit': './src/payments/DepositScreen.tsx',
    './FinalPayment': './src/payments/FinalPaymentScreen.tsx',
    './PaymentSimulator': './src/payments/PaymentSimulatorScreen.tsx',
    './PaymentSuccess': './src/payments/PaymentSuccessScreen.tsx',
    './PaymentCancel': './src/payments/PaymentCancelScreen.tsx',
    './Knowledge': './src/knowledge/KnowledgeScreen.tsx',
  },
});
