// Tables of the embedded auth server (migration 0100_auth.sql).
import { bigint, boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const authUsers = pgTable('auth_users', {
  id: uuid('id').primaryKey(),
  aud: text('aud').notNull().default('authenticated'),
  role: text('role').notNull().default('authenticated'),
  email: text('email'),
  encryptedPassword: text('encrypted_password'),
  emailConfirmedAt: ts('email_confirmed_at'),
  invitedAt: ts('invited_at'),
  confirmationSentAt: ts('confirmation_sent_at'),
  recoverySentAt: ts('recovery_sent_at'),
  emailChange: text('email_change'),
  emailChangeSentAt: ts('email_change_sent_at'),
  magicLinkSentAt: ts('magic_link_sent_at'),
  reauthenticationSentAt: ts('reauthentication_sent_at'),
  lastSignInAt: ts('last_sign_in_at'),
  appMetadata: jsonb('app_metadata').$type<Record<string, unknown>>().notNull().default({}),
  userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
  bannedUntil: ts('banned_until'),
  isAnonymous: boolean('is_anonymous').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type AuthUserRow = typeof authUsers.$inferSelect;

export const authIdentities = pgTable('auth_identities', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  provider: text('provider').notNull(),
  providerId: text('provider_id').notNull(),
  identityData: jsonb('identity_data').$type<Record<string, unknown>>().notNull().default({}),
  email: text('email'),
  lastSignInAt: ts('last_sign_in_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type AuthIdentityRow = typeof authIdentities.$inferSelect;

export type AmrEntry = { method: string; timestamp: number };

export const authSessions = pgTable('auth_sessions', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  aal: text('aal').$type<'aal1' | 'aal2'>().notNull().default('aal1'),
  factorId: uuid('factor_id'),
  amr: jsonb('amr').$type<AmrEntry[]>().notNull().default([]),
  refreshKey: text('refresh_key').notNull(),
  refreshCounter: bigint('refresh_counter', { mode: 'number' }).notNull().default(0),
  refreshFloor: bigint('refresh_floor', { mode: 'number' }).notNull().default(0),
  refreshedAt: ts('refreshed_at'),
  userAgent: text('user_agent'),
  ip: text('ip'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type AuthSessionRow = typeof authSessions.$inferSelect;

export const authFlowStates = pgTable('auth_flow_states', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id'),
  authCode: text('auth_code'),
  authCodeIssuedAt: ts('auth_code_issued_at'),
  codeChallenge: text('code_challenge'),
  codeChallengeMethod: text('code_challenge_method'),
  providerType: text('provider_type').notNull(),
  authenticationMethod: text('authentication_method').notNull(),
  redirectTo: text('redirect_to'),
  oidcNonce: text('oidc_nonce'),
  oidcCodeVerifier: text('oidc_code_verifier'),
  providerAccessToken: text('provider_access_token'),
  providerRefreshToken: text('provider_refresh_token'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type AuthFlowStateRow = typeof authFlowStates.$inferSelect;

export const authOneTimeTokens = pgTable('auth_one_time_tokens', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  tokenType: text('token_type').notNull(),
  tokenDigest: text('token_digest').notNull(),
  relatesTo: text('relates_to').notNull(),
  flowStateId: uuid('flow_state_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
});
export type AuthOneTimeTokenRow = typeof authOneTimeTokens.$inferSelect;

export const authMfaFactors = pgTable('auth_mfa_factors', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  friendlyName: text('friendly_name'),
  factorType: text('factor_type').notNull(),
  status: text('status').$type<'verified' | 'unverified'>().notNull().default('unverified'),
  secret: text('secret').notNull(),
  lastChallengedAt: ts('last_challenged_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type AuthMfaFactorRow = typeof authMfaFactors.$inferSelect;

export const authMfaChallenges = pgTable('auth_mfa_challenges', {
  id: uuid('id').primaryKey(),
  factorId: uuid('factor_id').notNull(),
  ip: text('ip').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  verifiedAt: ts('verified_at'),
});
