import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../../src/server/app.js';
import type { Database } from '../../src/server/db/client.js';
import { loadEnv, type Env } from '../../src/server/env.js';
import { createTestDatabase } from './test-db.js';

export type TestApp = { app: FastifyInstance; database: Database; env: Env; close: () => Promise<void> };

/** The real app on a real database, without listening (drive it with app.inject). */
export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stackwise-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // Every inject comes from 127.0.0.1: auth rate limits would trip across a file's tests.
    // Tests of the limits themselves override these.
    AUTH_RATE_LIMIT_SIGN_IN: '100000',
    AUTH_RATE_LIMIT_TOKEN_REFRESH: '100000',
    AUTH_RATE_LIMIT_VERIFY: '100000',
    AUTH_RATE_LIMIT_EMAIL_SENT: '100000',
    PROJECT_CREATE_RATE_LIMIT: '100000',
    // The test hooks (e.g. a decision's review date moved into the past) are routes like any other here.
    TEST_ROUTES: 'true',
    ...envOverrides,
  });
  const database = await createTestDatabase();
  const app = await createApp({ env, database, clientDir: path.join(dataDir, 'no-client'), logger: false });
  await app.ready();
  return {
    app,
    database,
    env,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
