import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../tests/helpers/test-db.js';
import { createApp } from './app.js';
import type { Database } from './db/client.js';
import { loadEnv } from './env.js';
import { parseInput } from './http/validate.js';
import type { FastifyInstance } from 'fastify';

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), '<html><head><title>%APP_NAME%</title><!--app-config--></head><body></body></html>');
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log("x");'.repeat(200));
  writeFileSync(path.join(clientDir, 'robots.txt'), 'User-agent: *\n');
  database = await createTestDatabase();
  const env = loadEnv({ LOG_LEVEL: 'silent', APP_NAME: 'Acme <Picks>', DATA_DIR: clientDir });
  app = await createApp({ env, database, clientDir, logger: false });
  app.post('/api/test/validate', async (req) => parseInput(z.object({ name: z.string().max(3) }), req.body, 'body'));
  app.get('/api/test/boom', async () => {
    throw new Error('secret internals at /srv/db');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('health', () => {
  it('answers /healthz', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
  it('answers /readyz when the database answers', async () => {
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(200);
  });
});

describe('API errors', () => {
  it('unknown /api paths are JSON 404s', async () => {
    const res = await app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().message).toMatch(/No route/);
  });
  it('unknown /auth/v1 paths are JSON 404s', async () => {
    const res = await app.inject({ method: 'POST', url: '/auth/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('message');
  });
  it('validation errors name the field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/validate', payload: { name: 'toolong' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^name: /);
    expect(res.json().code).toBe('validation_failed');
  });
  it('invalid JSON is a 400 with a message', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/validate', payload: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Request body is not valid JSON');
  });
  it('an empty JSON body is no body, and __proto__ keys are dropped', async () => {
    const empty = await app.inject({ method: 'POST', url: '/api/test/validate', payload: '', headers: { 'content-type': 'application/json' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^name: /);
    const poisoned = await app.inject({ method: 'POST', url: '/api/test/validate', payload: '{"name":"ok","__proto__":{"admin":true}}', headers: { 'content-type': 'application/json' } });
    expect(poisoned.statusCode).toBe(200);
    expect(poisoned.json()).toEqual({ name: 'ok' });
  });
  it('a 500 never leaks internals', async () => {
    const res = await app.inject('/api/test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json().message).toBe('Internal server error');
  });
  it('oversized bodies are refused with JSON', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/validate', payload: { name: 'x'.repeat(400_000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Request body is too large');
  });
});

describe('SPA serving', () => {
  it('serves index.html for unknown client routes, with the runtime config escaped', async () => {
    const res = await app.inject('/some/client/route');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Acme &lt;Picks&gt;</title>');
    expect(res.body).toContain('name="stackwise-config"');
    expect(res.body).not.toContain('<Picks>');
  });
  it('serves hashed assets with long-lived caching and compression', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });
  it('a missing asset is a 404, not the page', async () => {
    const res = await app.inject('/assets/missing-123.js');
    expect(res.statusCode).toBe(404);
  });
  it('serves robots.txt', async () => {
    const res = await app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('User-agent');
  });
});

describe('security headers', () => {
  it('sets a CSP without inline scripts, and a request id', async () => {
    const res = await app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
