import { defineEvent } from '../event-definition';
import {
  AccountDeletedSchema,
  PasswordResetRequestedSchema,
  ProfileUpdatedSchema,
  SessionRevokedSchema,
  UserRegisteredSchema,
} from '../gen/clipwerk/identity/v1/events_pb';

export * from '../gen/clipwerk/identity/v1/events_pb';

/** Every event of the identity context. */
export const IdentityEvents = {
  UserRegistered: defineEvent('identity', 'user.registered', 1, UserRegisteredSchema),
  ProfileUpdated: defineEvent('identity', 'user.profile_updated', 1, ProfileUpdatedSchema),
  SessionRevoked: defineEvent('identity', 'session.revoked', 1, SessionRevokedSchema),
  PasswordResetRequested: defineEvent('identity', 'password_reset.requested', 1, PasswordResetRequestedSchema),
  AccountDeleted: defineEvent('identity', 'user.account_deleted', 1, AccountDeletedSchema),
} as const;
