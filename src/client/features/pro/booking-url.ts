/**
 * The scheduling link the operator configured (BOOKING_URL: a Calendly or Cal.com page), checked
 * again in the browser: only an https address is embedded (http only for a local test server).
 */
export function bookingEmbedUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) return null;
  return url.toString();
}
