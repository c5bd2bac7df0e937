// Signed-in users for route tests, made through the real /auth/v1 endpoints (sign up, open the
// emailed confirmation link, sign in with the password): `createSignedInUser(t)`.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { outboxDir, type OutboxEntry } from '../../src/server/mail/mailer.js';
import type { TestApp } from './test-app.js';

export const TEST_PASSWORD = 'correct-horse-battery-9';

export type SignedInUser = { userId: string; email: string; accessToken: string; headers: { authorization: string } };

/** Messages the app wrote to DATA_DIR/outbox (no SMTP configured), oldest first. */
export function readOutbox(dataDir: string, to?: string): OutboxEntry[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir(dataDir)).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return [];
  }
  const entries = files.map((f) => JSON.parse(readFileSync(path.join(outboxDir(dataDir), f), 'utf8')) as OutboxEntry);
  return to ? entries.filter((e) => e.to.toLowerCase() === to.toLowerCase()) : entries;
}

/** The link of the newest email to `to` (throws when there is none). */
export function lastEmailLink(dataDir: string, to: string): string {
  const entry = readOutbox(dataDir, to).at(-1);
  if (!entry?.link) throw new Error(`no email with a link was sent to ${to}`);
  return entry.link;
}

export async function createSignedInUser(t: TestApp, opts: { email?: string; password?: string } = {}): Promise<SignedInUser> {
  const email = (opts.email ?? `user-${randomUUID().slice(0, 8)}@example.com`).toLowerCase();
  const password = opts.password ?? TEST_PASSWORD;
  const signup = await t.app.inject({ method: 'POST', url: '/auth/v1/signup', payload: { email, password, data: { name: 'Test User' } } });
  if (signup.statusCode !== 200) throw new Error(`sign-up failed: ${signup.statusCode} ${signup.body}`);
  if (!signup.json<{ access_token?: string }>().access_token) {
    if (t.env.SMTP_URL) throw new Error('createSignedInUser reads the confirmation link from DATA_DIR/outbox: unset SMTP_URL');
    const link = new URL(lastEmailLink(t.env.DATA_DIR, email));
    const verify = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    if (verify.statusCode !== 303) throw new Error(`confirmation failed: ${verify.statusCode} ${verify.body}`);
  }
  const token = await t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password } });
  if (token.statusCode !== 200) throw new Error(`sign-in failed: ${token.statusCode} ${token.body}`);
  const session = token.json<{ access_token: string; user: { id: string } }>();
  return {
    userId: session.user.id,
    email,
    accessToken: session.access_token,
    headers: { authorization: `Bearer ${session.access_token}` },
  };
}
