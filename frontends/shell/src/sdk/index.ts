// The shell SDK: what every remote may use from the host. Shared as one singleton through Module Federation,
// so the session, API client, socket and toasts a remote sees are the shell's own.
export {
  api,
  createApiClient,
  ApiError,
  errorMessage,
  API_BASE,
  REQUEST_TIMEOUT_MS,
  type ApiClient,
  type FieldError,
  type Query,
} from './api';
export { tokenStore, type TokenPersistence } from './tokenStore';
export { useSession, useLogoutToHome, SessionProvider, SessionContext, type SessionValue, type LoginInput } from './session';
export { useToasts, useNotices, NotificationsProvider, type Notice } from './notifications';
export { useSocket, useSocketEvent, RealtimeProvider } from './realtime';
export { userDisplay, type User, type Role, type SignUpRole } from './types';
export { RemotePart } from '../remotes/RemotePart';
export { NoAccess } from './NoAccess';
export {
  usePaymentTerms,
  useTermsText,
  paymentTermsKey,
  TermsFigure,
  PayoutRule,
  TERMS_PLACEHOLDER,
  type PaymentTerms,
} from './terms';
export {
  paymentStatusKey,
  paymentStatusQuery,
  fetchPaymentStatus,
  usePaymentStatus,
  useRefreshPaymentStatus,
  usePaymentStart,
  type CheckoutMethod,
  type StartedPayment,
} from './payments';
