// The browser's one @supabase/auth-js client, configured at runtime from the server (authUrl,
// anonKey): the embedded /auth/v1 on this origin, or a hosted Supabase project.
import { GoTrueClient } from '@supabase/auth-js';
import { publicConfig } from '../../lib/public-config';

function authBaseUrl(): URL {
  const base = publicConfig.authUrl || window.location.origin;
  return new URL('auth/v1', base.endsWith('/') ? base : `${base}/`);
}

/** supabase-js's storage key pattern: sb-{first label of the host}-auth-token. */
export function storageKeyFor(url: URL): string {
  return `sb-${url.hostname.split('.')[0]}-auth-token`;
}

const url = authBaseUrl();

/** Where auth-js keeps the session; its PKCE verifier sits at `${authStorageKey}-code-verifier`. */
export const authStorageKey = storageKeyFor(url);

export const authClient = new GoTrueClient({
  url: url.toString().replace(/\/$/, ''),
  headers: publicConfig.anonKey ? { apikey: publicConfig.anonKey, Authorization: `Bearer ${publicConfig.anonKey}` } : {},
  storageKey: authStorageKey,
  autoRefreshToken: true,
  persistSession: true,
  detectSessionInUrl: true,
  // Email links and Google return a one-time ?code= that only this browser can redeem.
  flowType: 'pkce',
});

export const authApiUrl = url.toString().replace(/\/$/, '');
