// The User object of GoTrue's API (internal/models/user.go): omitempty fields left out when
// null, `identities` always an array, `factors` only when there are some.
import type { AuthIdentityRow, AuthMfaFactorRow, AuthUserRow } from '../../db/tables/auth.js';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

export function identityJson(row: AuthIdentityRow) {
  return {
    identity_id: row.id,
    id: row.providerId,
    user_id: row.userId,
    identity_data: row.identityData,
    provider: row.provider,
    last_sign_in_at: iso(row.lastSignInAt),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    email: row.email ?? undefined,
  };
}

export function factorJson(row: AuthMfaFactorRow) {
  return {
    id: row.id,
    friendly_name: row.friendlyName ?? undefined,
    factor_type: row.factorType,
    status: row.status,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    last_challenged_at: iso(row.lastChallengedAt),
  };
}

export type UserJson = ReturnType<typeof userJson>;

export function userJson(user: AuthUserRow, identities: AuthIdentityRow[], factors: AuthMfaFactorRow[]) {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: iso(user.emailConfirmedAt),
    phone: '',
    confirmed_at: iso(user.emailConfirmedAt),
    confirmation_sent_at: iso(user.confirmationSentAt),
    recovery_sent_at: iso(user.recoverySentAt),
    new_email: user.emailChange ?? undefined,
    email_change_sent_at: iso(user.emailChangeSentAt),
    invited_at: iso(user.invitedAt),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    identities: identities.map(identityJson),
    factors: factors.length ? factors.map(factorJson) : undefined,
    created_at: iso(user.createdAt)!,
    updated_at: iso(user.updatedAt)!,
    banned_until: iso(user.bannedUntil),
    is_anonymous: user.isAnonymous,
  };
}
