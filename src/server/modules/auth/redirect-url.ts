// redirect_to validation (GoTrue internal/utilities/request.go): accepted when it has the site
// URL's scheme and host (any port when that host is loopback) or matches an allow-list glob;
// anything else silently falls back to the site URL.
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function globToRegExp(pattern: string): RegExp {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*' && pattern[i + 1] === '*') {
      re += '.*';
      i++;
    } else if (c === '*') re += '[^./]*';
    else if (c === '?') re += '[^./]';
    else re += c.replace(/[\\^$+.()|{}[\]]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

export function isRedirectAllowed(candidate: string, siteUrl: string, allowList: string[]): boolean {
  let url: URL;
  let site: URL;
  try {
    url = new URL(candidate);
    site = new URL(siteUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return allowList.some((p) => globToRegExp(p).test(candidate));
  }
  if (url.protocol === site.protocol && url.hostname === site.hostname) {
    if (url.port === site.port || LOOPBACK.has(site.hostname)) return true;
  }
  if (LOOPBACK.has(site.hostname) && LOOPBACK.has(url.hostname)) return true;
  return allowList.some((p) => globToRegExp(p).test(candidate) || globToRegExp(p).test(candidate.split(/[?#]/)[0]!));
}

export function safeRedirect(candidate: string | undefined | null, siteUrl: string, allowList: string[]): string {
  if (candidate && isRedirectAllowed(candidate, siteUrl, allowList)) return candidate;
  return siteUrl;
}
