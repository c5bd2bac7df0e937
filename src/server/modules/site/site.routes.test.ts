import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.js';

describe('robots.txt, sitemap.xml and the web app manifest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://stackwise.example/', APP_NAME: 'Acme Advisor' });
  });
  afterAll(async () => t.close());

  it('lists the public pages with absolute URLs from PUBLIC_URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://stackwise.example/',
      'https://stackwise.example/pricing',
      'https://stackwise.example/pro',
      'https://stackwise.example/methodology',
      'https://stackwise.example/contact',
      'https://stackwise.example/privacy',
      'https://stackwise.example/terms',
    ]);
  });

  it('keeps crawlers out of the signed-in app and points them to the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/dashboard$/m);
    expect(res.body).toMatch(/^Disallow: \/results\/$/m);
    expect(res.body).not.toMatch(/^Disallow: \/pricing/m);
    expect(res.body).toMatch(/^Sitemap: https:\/\/stackwise\.example\/sitemap\.xml$/m);
  });

  it('names the app in the manifest as configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Acme Advisor', start_url: '/', display: 'standalone' });
  });

  it('uses the request host when PUBLIC_URL is not set', async () => {
    const local = await createTestApp({});
    try {
      const res = await local.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'localhost:3000' } });
      expect(res.body).toContain('<loc>http://localhost:3000/pricing</loc>');
    } finally {
      await local.close();
    }
  });
});
