import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicConfig } from '../../shared/public-config.js';
import { registerSpa } from './spa.js';

const config: PublicConfig = {
  appName: 'Acme & Co',
  authUrl: '',
  anonKey: '',
  googleEnabled: false,
  passwordMinLength: 6,
  passwordRequiredCharacters: [],
  debugPage: false,
  stripePublishableKey: null,
  bookingUrl: null,
};
const shell = '<!doctype html><title>%APP_NAME%</title><!--app-config--><div id="root"></div>';

describe('prerendered pages', () => {
  const app = Fastify();
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'stackwise-spa-'));
    mkdirSync(path.join(dist, 'client'));
    mkdirSync(path.join(dist, 'prerendered'));
    writeFileSync(path.join(dist, 'client/index.html'), shell);
    writeFileSync(
      path.join(dist, 'prerendered/pricing.html'),
      '<title>Pricing | %APP_NAME%</title><!--app-config--><div id="root"><h1>Pricing</h1></div>',
    );
    writeFileSync(path.join(dist, 'prerendered/manifest.json'), JSON.stringify({ '/pricing': 'pricing.html' }));
    await registerSpa(app, { clientDir: path.join(dist, 'client'), config });
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves a prerendered page for its exact path, with the runtime config filled in', async () => {
    const res = await app.inject({ method: 'GET', url: '/pricing?ref=ad' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<h1>Pricing</h1>');
    expect(res.body).toContain('<title>Pricing | Acme &amp; Co</title>');
    expect(res.body).toContain('<meta name="stackwise-config"');
  });

  it('serves the empty shell everywhere else', async () => {
    for (const url of ['/', '/dashboard', '/pricing/extra']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('marks shared results pages and invitations as not to be indexed or cached', async () => {
    for (const page of ['shared', 'invite']) {
      const res = await app.inject({ method: 'GET', url: `/${page}/${'A'.repeat(43)}` });
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['x-robots-tag']).toMatch(/noindex/);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect((await app.inject({ method: 'GET', url: '/dashboard' })).headers['x-robots-tag']).toBeUndefined();
  });
});
