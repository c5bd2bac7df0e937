// A workspace's brand (issue 19): name, accent colour, contact line, logo and whether our own
// "Made with Stackwise" line shows. The logo lives in the database beside the workspace (it is
// at most 256 KB) and is served from a random key that changes with every upload.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { logoKeyPattern, type BrandingInput, type LogoType, type SharedBranding } from '../../../shared/workspaces.js';
import type { Db } from '../../db/client.js';
import { workspaces } from '../../db/tables/workspaces.js';
import { HttpError } from '../../http/errors.js';
import { getEligibility } from '../credits/credits.service.js';
import { brandingOf, getWorkspaceRow } from './workspaces.service.js';

export const newLogoKey = () => randomBytes(24).toString('base64url');

/** Only the Unlimited plan may switch "Made with Stackwise" off. */
export function madeWithNeedsPlan(): HttpError {
  return new HttpError(402, 'Removing "Made with Stackwise" is part of the Unlimited plan. Upgrade to switch it off.', 'plan_required');
}

export async function updateBranding(db: Db, workspaceId: string, input: BrandingInput): Promise<void> {
  if (!input.showMadeWith && !(await getEligibility(db, workspaceId)).hasSubscription) throw madeWithNeedsPlan();
  await db
    .update(workspaces)
    .set({ brandName: input.brandName, brandAccent: input.accent, brandContact: input.contact, showMadeWith: input.showMadeWith, updatedAt: new Date() })
    .where(eq(workspaces.id, workspaceId));
}

/** Stores a validated logo under a fresh key; the old key stops working at once. */
export async function setLogo(db: Db, workspaceId: string, bytes: Buffer, type: LogoType): Promise<string> {
  const key = newLogoKey();
  await db.update(workspaces).set({ brandLogo: bytes, brandLogoType: type, brandLogoKey: key, updatedAt: new Date() }).where(eq(workspaces.id, workspaceId));
  return key;
}

export async function removeLogo(db: Db, workspaceId: string): Promise<void> {
  await db.update(workspaces).set({ brandLogo: null, brandLogoType: null, brandLogoKey: null, updatedAt: new Date() }).where(eq(workspaces.id, workspaceId));
}

export async function findLogo(db: Db, key: string): Promise<{ bytes: Buffer; type: LogoType } | null> {
  if (!logoKeyPattern.test(key)) return null;
  const [row] = await db.select({ bytes: workspaces.brandLogo, type: workspaces.brandLogoType }).from(workspaces).where(eq(workspaces.brandLogoKey, key)).limit(1);
  if (!row?.bytes || !row.type) return null;
  return { bytes: row.bytes, type: row.type as LogoType };
}

/** The brand a shared page shows: picked field by field, so no id or email can ride along. */
export async function sharedBrandingOf(db: Db, workspaceId: string): Promise<SharedBranding> {
  const [row, plan] = await Promise.all([getWorkspaceRow(db, workspaceId).catch(() => null), getEligibility(db, workspaceId)]);
  if (!row) return { brandName: '', accent: null, contact: '', logoUrl: null, showMadeWith: true };
  const b = brandingOf(row, plan.hasSubscription);
  return { brandName: b.brandName, accent: b.accent, contact: b.contact, logoUrl: b.logoUrl, showMadeWith: b.showMadeWith };
}
