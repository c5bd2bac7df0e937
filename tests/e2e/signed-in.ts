// Accounts for the project specs: a confirmed account made through the auth API (confirmation
// link read from DATA_DIR/outbox, as a person would click it), signed in through the dialog,
// plus a bearer-token API client to set up projects quickly.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { screenshotBoth } from './screens.js';

export const PASSWORD = 'projects-E2E-password-7';

export type Account = { email: string; token: () => Promise<string> };

function confirmationLink(email: string): string | undefined {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return undefined; // no mail sent yet
  }
  return files
    .map((f) => JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as { to: string; link?: string })
    .filter((m) => m.to === email && m.link?.includes('type=signup'))
    .at(-1)?.link;
}

export async function createAccount(request: APIRequestContext, prefix = 'projects'): Promise<Account> {
  const email = `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const signup = await request.post('/auth/v1/signup', { data: { email, password: PASSWORD } });
  expect(signup.ok()).toBe(true);
  if (!(await signup.json()).access_token) {
    let link: string | undefined;
    await expect.poll(() => (link = confirmationLink(email)), { message: `confirmation email to ${email}` }).toBeTruthy();
    const url = new URL(link!);
    const verify = await request.get(`${url.pathname}${url.search}`, { maxRedirects: 0 });
    expect(verify.status()).toBe(303);
  }
  const token = async () => {
    const res = await request.post('/auth/v1/token?grant_type=password', { data: { email, password: PASSWORD } });
    expect(res.ok()).toBe(true);
    return (await res.json()).access_token as string;
  };
  return { email, token };
}

/** Opens `target` signed out (which sends the visitor home), signs in through the dialog and lands on /dashboard. */
export async function signIn(page: Page, account: Account, target = '/dashboard'): Promise<void> {
  await page.goto(target);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** JSON calls to our API as the account. */
export async function api(request: APIRequestContext, account: Account) {
  const headers = { authorization: `Bearer ${await account.token()}` };
  return {
    get: async <T>(url: string): Promise<T> => {
      const res = await request.get(url, { headers });
      expect(res.ok(), `GET ${url}: ${res.status()}`).toBe(true);
      return (await res.json()) as T;
    },
    post: async <T>(url: string, data?: unknown): Promise<T> => {
      const res = await request.post(url, { headers, data });
      expect(res.ok(), `POST ${url}: ${res.status()} ${await res.text()}`).toBe(true);
      return (await res.json()) as T;
    },
  };
}

export const toastRegion = (page: Page) => page.getByRole('region', { name: /notifications/i });

/** Screenshots from the top of the page: a focused field lower down would otherwise leave the sticky nav bar mid-picture. */
export async function screenshotFromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await screenshotBoth(page, name);
}
