import { PUBLIC_CONFIG_META } from '../../shared/public-config-meta.js';
import type { PublicConfig } from '../../shared/public-config.js';

const fallback: PublicConfig = {
  appName: 'Stackwise',
  authUrl: '',
  anonKey: '',
  googleEnabled: false,
  passwordMinLength: 6,
  passwordRequiredCharacters: [],
  debugPage: false,
  stripePublishableKey: null,
  bookingUrl: null,
};

// Plain checks rather than the zod schema: this runs on every page, and zod stays out of the
// landing page's bundle.
function readConfig(): PublicConfig {
  const content = document.querySelector(`meta[name="${PUBLIC_CONFIG_META}"]`)?.getAttribute('content');
  if (!content) return fallback;
  try {
    const raw = JSON.parse(content) as Partial<PublicConfig>;
    return {
      appName: typeof raw.appName === 'string' ? raw.appName : fallback.appName,
      authUrl: typeof raw.authUrl === 'string' ? raw.authUrl : '',
      anonKey: typeof raw.anonKey === 'string' ? raw.anonKey : '',
      googleEnabled: raw.googleEnabled === true,
      passwordMinLength: typeof raw.passwordMinLength === 'number' ? raw.passwordMinLength : fallback.passwordMinLength,
      passwordRequiredCharacters: Array.isArray(raw.passwordRequiredCharacters) ? raw.passwordRequiredCharacters.filter((g) => typeof g === 'string') : [],
      debugPage: raw.debugPage === true,
      stripePublishableKey: typeof raw.stripePublishableKey === 'string' ? raw.stripePublishableKey : null,
      bookingUrl: typeof raw.bookingUrl === 'string' ? raw.bookingUrl : null,
    };
  } catch {
    return fallback;
  }
}

/** Set by the build's prerender step (no document there): placeholders the server fills in. */
declare global {
  var __STACKWISE_PRERENDER_CONFIG__: PublicConfig | undefined;
}

/** Runtime configuration the server embedded in index.html. */
export const publicConfig: PublicConfig =
  typeof document === 'undefined' ? (globalThis.__STACKWISE_PRERENDER_CONFIG__ ?? fallback) : readConfig();
