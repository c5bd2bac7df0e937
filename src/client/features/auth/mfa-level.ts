// Whether this session still owes a second factor: the account has a verified authenticator app
// and the access token is only aal1. Read from the token itself, so it is known at once (no
// request, no flicker) and changes exactly when the session does.
import type { User } from '@supabase/auth-js';

type SessionLike = { access_token?: string; user?: Pick<User, 'factors'> | null };

/** The `aal` claim of a JWT, or null when it cannot be read. */
export function tokenAal(accessToken: string | undefined): string | null {
  try {
    const payload = accessToken?.split('.')[1];
    if (!payload) return null;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const aal = (JSON.parse(json) as { aal?: unknown }).aal;
    return typeof aal === 'string' ? aal : null;
  } catch {
    return null;
  }
}

/** The factor to challenge, or null when nothing more is needed. */
export function factorToChallenge(session: SessionLike | null | undefined): string | null {
  if (!session || tokenAal(session.access_token) === 'aal2') return null;
  const factor = session.user?.factors?.find((f) => f.status === 'verified' && f.factor_type === 'totp');
  return factor?.id ?? null;
}
