// Report a wrong fact: signed-in only, validated, limited per user, stored; listed and closed
// by the operator's command.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../../tests/helpers/auth.js';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.js';
import { runCatalogReports } from '../../../../scripts/catalog-reports.js';
import { openDatabase } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { loadEnv } from '../../env.js';
import { FACT_REPORTS_PER_HOUR } from './catalog-reports.routes.js';
import { storeFactReport } from './catalog-reports.service.js';

let t: TestApp;
let alice: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  alice = await createSignedInUser(t);
});
afterAll(() => t.close());

const report = (headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/catalog/fact-reports', headers, payload: payload as object });
const good = { productId: 'ringcentral-ringex', fact: 'HIPAA BAA', correction: 'RingCentral signs a BAA on every paid plan.', link: 'https://www.ringcentral.com/legal/baa.html' };

describe('POST /api/catalog/fact-reports', () => {
  it('stores a valid report from a signed-in user', async () => {
    const res = await report(alice.headers, good);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: expect.any(Number), message: expect.stringMatching(/check this fact/) });
    const rows = await t.database.sql.query<{ reporter_id: string; product_id: string; status: string }>('SELECT reporter_id, product_id, status FROM catalog_fact_reports');
    expect(rows).toEqual([{ reporter_id: alice.userId, product_id: 'ringcentral-ringex', status: 'open' }]);
  });

  it('refuses the signed-out, unknown products and bad input with a clear message', async () => {
    expect((await report({}, good)).statusCode).toBe(401);
    const unknown = await report(alice.headers, { ...good, productId: 'teleport-9000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/no such product/);
    for (const bad of [{ ...good, correction: 'no' }, { ...good, fact: '' }, { ...good, link: 'javascript:alert(1)' }, { ...good, correction: 'x'.repeat(3000) }, [1, 2]]) {
      const res = await report(alice.headers, bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 60)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('limits each user per hour', async () => {
    const bob = await createSignedInUser(t);
    for (let i = 0; i < FACT_REPORTS_PER_HOUR; i++) expect((await report(bob.headers, good)).statusCode).toBe(201);
    const over = await report(bob.headers, good);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/try again later/);
    // Another user is not held back by Bob's reports.
    expect((await report(alice.headers, good)).statusCode).toBe(201);
  });
});

describe('npm run catalog:reports', () => {
  it('lists open reports and closes one', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'stackwise-reports-'));
    try {
      const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir });
      const database = await openDatabase({ dataDir });
      await migrate(database.sql);
      const id = await storeFactReport(database.db, 'user-1', { ...good });
      await database.close();

      const lines: string[] = [];
      expect(await runCatalogReports([], env, (l) => lines.push(l))).toBe(0);
      expect(lines.join('\n')).toMatch(new RegExp(`#${id} \\[open\\] .* ringcentral-ringex: HIPAA BAA`));
      expect(await runCatalogReports(['close', String(id), 'Recorded', 'the', 'BAA'], env, (l) => lines.push(l))).toBe(0);
      expect(await runCatalogReports(['close', String(id), 'again'], env, (l) => lines.push(l))).toBe(1);
      expect(await runCatalogReports(['close', 'x'], env, (l) => lines.push(l))).toBe(2);
      const after: string[] = [];
      await runCatalogReports([], env, (l) => after.push(l));
      expect(after).toEqual(['No open reports.']);
      await runCatalogReports(['--all'], env, (l) => after.push(l));
      expect(after.join('\n')).toMatch(/closed: Recorded the BAA/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
