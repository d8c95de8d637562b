export const ROLES = ['creator', 'bedrijf', 'support'] as const;
export type Role = (typeof ROLES)[number];

/** Who is calling, as proven by a verified access token. */
export interface AuthUser {
  id: string;
  role: Role;
  /** The token's id, for revocation. */
  tokenId: string;
  /** When the token was issued: sessions ended "everywhere" end every token issued before that moment. */
  issuedAt: Date;
  expiresAt: Date;
}

export const TOKEN_ISSUER = 'clipwerk-identity';
export const TOKEN_AUDIENCE = 'clipwerk';
export const TOKEN_ALGORITHM = 'EdDSA';
