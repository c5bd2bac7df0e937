// What the server tells the browser at runtime (embedded in index.html as a meta tag), so an
// operator reconfigures the running product without rebuilding the client.
import { z } from 'zod';

export const publicConfigSchema = z.object({
  appName: z.string(),
  /** Base URL of the auth API the browser's auth client talks to (…/auth/v1 is appended by it). */
  authUrl: z.string(),
  /** The public anonymous key for the auth API. */
  anonKey: z.string(),
  googleEnabled: z.boolean(),
  /** The password policy, shown as the person types (embedded auth; Supabase's default when hosted). */
  passwordMinLength: z.number(),
  /** Character groups a password must each draw from (GoTrue's required characters), possibly none. */
  passwordRequiredCharacters: z.array(z.string()),
  /** /debug is shown (DEBUG_PAGE=true, or development); otherwise it says it is turned off. */
  debugPage: z.boolean(),
  stripePublishableKey: z.string().nullable(),
  bookingUrl: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export { PUBLIC_CONFIG_META } from './public-config-meta.js';
