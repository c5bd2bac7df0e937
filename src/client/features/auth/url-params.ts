// Auth redirects carry their outcome in the query (PKCE) and/or the fragment (implicit).
export type AuthUrlOutcome = { error: string | null; errorCode: string | null; code: string | null };

export function readAuthUrl(loc: Pick<Location, 'search' | 'hash'> = window.location): AuthUrlOutcome {
  const query = new URLSearchParams(loc.search);
  const hash = new URLSearchParams(loc.hash.replace(/^#/, ''));
  const pick = (k: string) => query.get(k) ?? hash.get(k);
  const description = pick('error_description');
  return {
    error: description ? description.replace(/\+/g, ' ') : pick('error'),
    errorCode: pick('error_code'),
    code: query.get('code'),
  };
}

/** Removes auth parameters from the address bar once they have been read. */
export function cleanAuthUrl(): void {
  const url = new URL(window.location.href);
  for (const k of ['code', 'error', 'error_code', 'error_description', 'sb']) url.searchParams.delete(k);
  url.hash = '';
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
}

/**
 * Tokens in the fragment (GoTrue's implicit redirect): links made without PKCE, e.g. by the admin
 * API or a sign-up through the HTTP API. Our client runs the PKCE flow, which ignores them.
 */
export function readImplicitSession(hash = window.location.hash): { access_token: string; refresh_token: string; type: string | null } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const access = params.get('access_token');
  const refresh = params.get('refresh_token');
  return access && refresh ? { access_token: access, refresh_token: refresh, type: params.get('type') } : null;
}
