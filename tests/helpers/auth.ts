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

/** Waits for the `count`-th email to `to` (recovery emails go out after the reply); returns it. */
export async function waitForOutbox(dataDir: string, to: string, count = 1): Promise<OutboxEntry> {
  for (const start = Date.now(); Date.now() - start < 60_000; ) {
    const mine = readOutbox(dataDir, to);
    if (mine.length >= count) return mine[count - 1]!;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no email #${count} to ${to} in the outbox`);
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

// ---------------------------------------------------------------------------------------------
// A listening app for tests that drive the real @supabase/auth-js client over HTTP.

export type AuthServer = {
  t: TestApp;
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  close: () => Promise<void>;
};

export async function startAuthServer(env: Record<string, string> = {}): Promise<AuthServer> {
  const { createTestApp } = await import('./test-app.js');
  const t = await createTestApp(env);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const keys = JSON.parse(readFileSync(path.join(t.env.DATA_DIR, 'auth', 'api-keys.json'), 'utf8')) as { anonKey: string; serviceRoleKey: string };
  return { t, baseUrl: `http://127.0.0.1:${address.port}`, anonKey: keys.anonKey, serviceRoleKey: keys.serviceRoleKey, close: t.close };
}

/** A real SMTP server on loopback that keeps every message it receives. */
export type CapturedMail = { to: string[]; raw: string; text: string };
export type MailCatcher = { url: string; messages: CapturedMail[]; waitFor: (to: string, count?: number) => Promise<CapturedMail>; close: () => Promise<void> };

/** Undoes quoted-printable soft breaks and escapes so links can be read from the raw message. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** On `port` when given (a test that first needs the port unreachable), else on any free port. */
export async function startMailCatcher(port = 0): Promise<MailCatcher> {
  const { SMTPServer } = await import('smtp-server');
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, text: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`,
    messages,
    async waitFor(to, count = 1) {
      // Generous: a loaded machine may take a while to deliver; only a missing email ends the wait.
      for (const start = Date.now(); Date.now() - start < 60_000; ) {
        const mine = messages.filter((m) => m.to.includes(to.toLowerCase()));
        if (mine.length >= count) return mine[count - 1]!;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no email #${count} to ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The /auth/v1/verify link and the 6-digit code of a captured or outbox email. */
export function linkAndCode(text: string): { link: string; code: string } {
  const link = /(https?:\/\/[^\s"<>]+\/auth\/v1\/verify\?[^\s"<>]+)/.exec(text)?.[1]?.replace(/&amp;/g, '&');
  const code = /code:\s*(?:<strong[^>]*>)?(\d{6})/.exec(text)?.[1];
  if (!link || !code) throw new Error('no verify link or code in the email');
  return { link, code };
}

/** An @supabase/auth-js client against a test server, configured like our SPA's. */
export async function authClient(server: Pick<AuthServer, 'baseUrl' | 'anonKey'>, opts: { flowType?: 'implicit' | 'pkce'; apiKey?: string } = {}) {
  const { GoTrueClient } = await import('@supabase/auth-js');
  const store = new Map<string, string>();
  const key = opts.apiKey ?? server.anonKey;
  return new GoTrueClient({
    url: `${server.baseUrl}/auth/v1`,
    headers: { apikey: key, Authorization: `Bearer ${key}` },
    storageKey: `sb-test-${randomUUID()}`,
    storage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
    autoRefreshToken: false,
    persistSession: true,
    detectSessionInUrl: false,
    flowType: opts.flowType ?? 'implicit',
  });
}

/** Follows an email link like a browser would, stopping at the first redirect. */
export async function openLink(link: string): Promise<{ status: number; location: URL }> {
  const res = await fetch(link, { redirect: 'manual' });
  const location = res.headers.get('location');
  if (!location) throw new Error(`no redirect from ${link}: ${res.status} ${await res.text()}`);
  return { status: res.status, location: new URL(location) };
}

export function fragmentParams(url: URL): URLSearchParams {
  return new URLSearchParams(url.hash.replace(/^#/, ''));
}
