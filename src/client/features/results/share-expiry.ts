// The Share dialog's expiry choice: a preset (7, 30, 90 days) or a number typed in, checked
// against the same limits the server applies.
import { createShareLinkInputSchema, type shareLinkPresetDays } from '../../../shared/share-links.js';

export type ExpiryChoice = { preset: (typeof shareLinkPresetDays)[number] | 'custom'; customDays: string };

/** The days to send, or the message to show next to the field. */
export function expiryDays(choice: ExpiryChoice): { days: number } | { error: string } {
  const raw = choice.preset === 'custom' ? choice.customDays.trim() : String(choice.preset);
  const days = raw === '' ? NaN : Number(raw);
  if (Number.isNaN(days)) return { error: 'Enter a number of days from 1 to 90' };
  const parsed = createShareLinkInputSchema.safeParse({ expiresInDays: days });
  return parsed.success ? { days: parsed.data.expiresInDays } : { error: parsed.error.issues[0]!.message };
}
