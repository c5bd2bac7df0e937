// Small facts the sign-in flows carry across a page load (email links, Google redirects).
const PENDING_EMAIL = 'stackwise.pendingEmail';
const REDIRECT_TARGET = 'stackwise.authRedirect';

export const DEFAULT_REDIRECT = '/dashboard';

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The address waiting for confirmation, so /verify-email can resend without a session. */
export const pendingEmail = {
  get: () => store()?.getItem(PENDING_EMAIL) ?? null,
  set: (email: string) => store()?.setItem(PENDING_EMAIL, email),
  clear: () => store()?.removeItem(PENDING_EMAIL),
};

/** Only same-site paths: never an absolute URL from storage or a query string. */
export function safeTarget(target: string | null | undefined): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : DEFAULT_REDIRECT;
}

/** Where to go after a sign-in that leaves the page (Google → /auth/callback). */
export const redirectTarget = {
  get: () => safeTarget(store()?.getItem(REDIRECT_TARGET)),
  set: (path: string) => store()?.setItem(REDIRECT_TARGET, safeTarget(path)),
  clear: () => store()?.removeItem(REDIRECT_TARGET),
};

const PENDING_INVITATION = 'stackwise.pendingInvitation';

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The invitation page (/invite/:token) an account was created from: /verify-email goes back there
 * once the address is confirmed. In localStorage, as the email's link may open in another tab.
 */
export const pendingInvitation = {
  get: (): string | null => {
    const path = localStore()?.getItem(PENDING_INVITATION) ?? null;
    return path && /^\/invite\/[A-Za-z0-9_-]{43}$/.test(path) ? path : null;
  },
  set: (path: string) => localStore()?.setItem(PENDING_INVITATION, path),
  clear: () => localStore()?.removeItem(PENDING_INVITATION),
};
