// Tokens shown on /debug: masked wherever they appear in a result, so the page can be shown or
// screenshotted without handing anyone a session.
const SECRET_KEYS = new Set(['access_token', 'refresh_token', 'provider_token', 'provider_refresh_token']);

/** First and last characters only: enough to tell two tokens apart, useless to anyone reading it. */
export function maskToken(token: string): string {
  return token.length <= 12 ? '••••' : `${token.slice(0, 6)}…${token.slice(-4)}`;
}

/** A copy of `value` with every token masked, however deep. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SECRET_KEYS.has(k) && typeof v === 'string' ? maskToken(v) : maskSecrets(v)]),
  );
}
