// Built for Node by rsbuild.prerender.config.ts and run after the web build: the account's screens a visitor who is
// not signed in opens (signing in, the terms, the privacy policy) as they first draw, so the gateway can serve the
// page with them in it and the visitor reads it before any script has run. Not registration: its first screen
// depends on the address's query (`?role=bedrijf` skips the choice), which the drawing cannot know.
import { type DrawnScreen, drawScreen } from '@clipwerk/prerender/draw-screen';
import ForgotPasswordScreen from './auth/ForgotPasswordScreen';
import LoginScreen from './auth/LoginScreen';
import PrivacyScreen from './legal/PrivacyScreen';
import TermsScreen from './legal/TermsScreen';

export const drawScreens = (): DrawnScreen[] => [
  drawScreen('/login', 'Login', LoginScreen),
  drawScreen('/forgot-password', 'ForgotPassword', ForgotPasswordScreen),
  drawScreen('/algemene-voorwaarden', 'Terms', TermsScreen),
  drawScreen('/privacy-policy', 'Privacy', PrivacyScreen),
];
