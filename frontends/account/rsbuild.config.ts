import { defineRemoteConfig } from '../shell/remote.config.mjs';

export default defineRemoteConfig({
  name: 'account',
  devPort: 3011,
  // Its screens for visitors are drawn by the build too (src/prerender.tsx), for the gateway to serve them drawn.
  drawsScreens: true,
  exposes: {
    './Login': './src/auth/LoginScreen.tsx',
    './Register': './src/auth/RegisterScreen.tsx',
    './ForgotPassword': './src/auth/ForgotPasswordScreen.tsx',
    './ResetPassword': './src/auth/ResetPasswordScreen.tsx',
    './OAuthSuccess': './src/auth/OAuthSuccessScreen.tsx',
    './Dashboard': './src/dashboard/DashboardScreen.tsx',
    './Profile': './src/profile/ProfileScreen.tsx',
    './PayoutOnboarding': './src/payouts/PayoutOnboardingScreen.tsx',
    './Earnings': './src/earnings/EarningsScreen.tsx',
    './SupportDesk': './src/support/SupportDeskScreen.tsx',
    './Terms': './src/legal/TermsScreen.tsx',
    './Privacy': './src/legal/PrivacyScreen.tsx',
  },
});
