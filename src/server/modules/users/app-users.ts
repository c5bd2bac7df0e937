// The product's user record, created the first time an account signs up or signs in (any
// method, embedded or hosted auth) and kept up to date with its email, name and provider.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appUsers, type AppUserRow } from '../../db/tables/users.js';

export type AppUserInput = { id: string; email: string | null; name?: string | null; provider?: string | null; signedIn?: boolean };

/** Inserts or refreshes the record; a missing name/provider never erases a known one. */
export async function upsertAppUser(db: Db, input: AppUserInput): Promise<AppUserRow> {
  const now = new Date();
  const [row] = await db
    .insert(appUsers)
    .values({
      id: input.id,
      email: input.email,
      name: input.name ?? null,
      provider: input.provider ?? 'email',
      lastSignInAt: input.signedIn ? now : null,
    })
    .onConflictDoUpdate({
      target: appUsers.id,
      set: {
        email: sql`coalesce(excluded.email, ${appUsers.email})`,
        name: sql`coalesce(excluded.name, ${appUsers.name})`,
        provider: input.provider ? sql`excluded.provider` : sql`${appUsers.provider}`,
        lastSignInAt: input.signedIn ? now : sql`${appUsers.lastSignInAt}`,
        updatedAt: now,
      },
    })
    .returning();
  return row!;
}

export async function findAppUser(db: Db, id: string): Promise<AppUserRow | undefined> {
  const [row] = await db.select().from(appUsers).where(eq(appUsers.id, id)).limit(1);
  return row;
}

export async function deleteAppUser(db: Db, id: string): Promise<void> {
  await db.delete(appUsers).where(eq(appUsers.id, id));
}

/** Ids known to have a record in this process, so verifying a token rarely writes. */
const known = new Set<string>();

/** Creates the record on first sight (hosted tokens, or records lost); cheap afterwards. */
export async function ensureAppUserOnce(db: Db, input: AppUserInput): Promise<void> {
  if (known.has(input.id)) return;
  await db.insert(appUsers).values({ id: input.id, email: input.email, provider: input.provider ?? 'email' }).onConflictDoNothing();
  if (known.size > 50_000) known.clear();
  known.add(input.id);
}

export function forgetAppUser(id: string): void {
  known.delete(id);
}
