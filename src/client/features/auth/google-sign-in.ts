// "Continue with Google": asks the auth client for the provider URL, checks that the auth
// server will really send the browser to Google (an unconfigured provider answers a JSON
// error, which belongs in a toast rather than on a blank page), then leaves for Google.
import { authClient } from './auth-client';
import { redirectTarget } from './auth-storage';

/** The auth server's error message, or null when /authorize redirects as it should. */
async function authorizeProblem(url: string): Promise<string | null> {
  try {
    const res = await fetch(url, { redirect: 'manual', credentials: 'omit', headers: { 'x-supabase-api-version': '2024-01-01' } });
    if (res.type === 'opaqueredirect' || (res.status >= 300 && res.status < 400)) return null;
    if (res.ok) return null;
    const body = (await res.json().catch(() => ({}))) as { message?: string; msg?: string; error_description?: string };
    return body.message ?? body.msg ?? body.error_description ?? 'Google sign in failed';
  } catch {
    // Cross-origin (hosted project) or offline: let the browser try the navigation itself.
    return null;
  }
}

/** Resolves with an error message, or never (the page navigates away). */
export async function startGoogleSignIn(afterSignIn: string): Promise<string> {
  const { data, error } = await authClient.signInWithOAuth({
    provider: 'google',
    options: { redirectTo: `${window.location.origin}/auth/callback`, skipBrowserRedirect: true },
  });
  if (error || !data.url) return error?.message || 'Google sign in failed';
  const problem = await authorizeProblem(data.url);
  if (problem) return problem;
  redirectTarget.set(afterSignIn);
  window.location.assign(data.url);
  return new Promise<string>(() => {});
}
