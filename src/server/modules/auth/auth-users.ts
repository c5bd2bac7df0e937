// Reads and writes of auth users and their identities.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authIdentities, authMfaFactors, authUsers, type AuthUserRow } from '../../db/tables/auth.js';
import { userJson, type UserJson } from './user-json.js';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

// GoTrue's check (the HTML living standard's): the characters a mailbox may use, domain labels of
// letters, digits and inner hyphens; and a dot in the domain. "xx:;x@x.x" is refused.
const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
export const isValidEmail = (email: string) => email.length <= 255 && EMAIL_RE.test(email);

export async function findUserById(db: Db, id: string): Promise<AuthUserRow | undefined> {
  const [row] = await db.select().from(authUsers).where(eq(authUsers.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<AuthUserRow | undefined> {
  const [row] = await db.select().from(authUsers).where(eq(authUsers.email, normalizeEmail(email))).limit(1);
  return row;
}

export async function loadUserJson(db: Db, user: AuthUserRow): Promise<UserJson> {
  const [identities, factors] = await Promise.all([
    db.select().from(authIdentities).where(eq(authIdentities.userId, user.id)).orderBy(asc(authIdentities.createdAt)),
    db.select().from(authMfaFactors).where(eq(authMfaFactors.userId, user.id)).orderBy(asc(authMfaFactors.createdAt)),
  ]);
  return userJson(user, identities, factors);
}

export async function createEmailUser(
  db: Db,
  input: {
    email: string;
    passwordHash: string | null;
    userMetadata: Record<string, unknown>;
    confirmed: boolean;
    appMetadata?: Record<string, unknown>;
    id?: string;
    role?: string;
  },
): Promise<AuthUserRow> {
  const id = input.id ?? randomUUID();
  const email = normalizeEmail(input.email);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(authUsers)
      .values({
        id,
        email,
        role: input.role ?? 'authenticated',
        encryptedPassword: input.passwordHash,
        emailConfirmedAt: input.confirmed ? now : null,
        appMetadata: { provider: 'email', providers: ['email'], ...input.appMetadata },
        userMetadata: input.confirmed ? { ...input.userMetadata, email_verified: true } : { ...input.userMetadata },
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(authIdentities).values({
      id: randomUUID(),
      userId: id,
      provider: 'email',
      providerId: id,
      email,
      identityData: { sub: id, email, email_verified: input.confirmed, phone_verified: false },
      createdAt: now,
      updatedAt: now,
    });
    return user!;
  });
}

/** An anonymous user's confirmed email makes them a regular email user (GoTrue's "link identity"). */
export async function linkEmailToAnonymous(db: Db, user: AuthUserRow, email: string): Promise<AuthUserRow> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(authUsers)
      .set({
        email,
        isAnonymous: false,
        emailConfirmedAt: user.emailConfirmedAt ?? now,
        appMetadata: { ...user.appMetadata, provider: 'email', providers: ['email'] },
        userMetadata: { ...user.userMetadata, email_verified: true },
        updatedAt: now,
      })
      .where(eq(authUsers.id, user.id))
      .returning();
    await tx.insert(authIdentities).values({
      id: randomUUID(),
      userId: user.id,
      provider: 'email',
      providerId: user.id,
      email,
      identityData: { sub: user.id, email, email_verified: true, phone_verified: false },
      createdAt: now,
      updatedAt: now,
    });
    return updated!;
  });
}

/** Marks the email confirmed (GoTrue models.User.Confirm): timestamp + email_verified. */
export async function confirmUserEmail(db: Db, user: AuthUserRow): Promise<AuthUserRow> {
  if (user.emailConfirmedAt) return user;
  const now = new Date();
  const [row] = await db
    .update(authUsers)
    .set({ emailConfirmedAt: now, userMetadata: { ...user.userMetadata, email_verified: true }, updatedAt: now })
    .where(eq(authUsers.id, user.id))
    .returning();
  const [identity] = await db
    .select()
    .from(authIdentities)
    .where(and(eq(authIdentities.userId, user.id), eq(authIdentities.provider, 'email')))
    .limit(1);
  if (identity) {
    await db
      .update(authIdentities)
      .set({ identityData: { ...identity.identityData, email_verified: true }, updatedAt: now })
      .where(eq(authIdentities.id, identity.id));
  }
  return row!;
}

export async function touchSignIn(db: Db, userId: string, provider: string): Promise<void> {
  const now = new Date();
  await db.update(authUsers).set({ lastSignInAt: now }).where(eq(authUsers.id, userId));
  await db
    .update(authIdentities)
    .set({ lastSignInAt: now })
    .where(and(eq(authIdentities.userId, userId), eq(authIdentities.provider, provider)));
}

export function isBanned(user: AuthUserRow, now = new Date()): boolean {
  return Boolean(user.bannedUntil && user.bannedUntil.getTime() > now.getTime());
}
