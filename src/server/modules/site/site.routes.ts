// The files crawlers and browsers ask the site root for: robots.txt, sitemap.xml (absolute
// URLs need the public address, so they are generated, not static) and the web app manifest
// (it carries the operator's APP_NAME).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Env } from '../../env.js';

/** Pages a search engine should index (the public site); everything else is the signed-in app. */
export const indexablePages = ['/', '/pricing', '/pro', '/methodology', '/contact', '/privacy', '/terms'] as const;

/** The signed-in app and its callbacks: nothing there for a crawler. */
export const privatePrefixes = [
  '/dashboard',
  '/project-wizard',
  '/project-loading/',
  '/questionnaire/',
  '/analysis/',
  '/results/',
  '/checkout',
  '/subscribe',
  '/workspace',
  '/invite/',
  '/verify-email',
  '/reset-password',
  '/debug',
  '/api/',
  '/auth/',
] as const;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function registerSiteRoutes(app: FastifyInstance, deps: { env: Env }): void {
  const { env } = deps;
  const origin = (request: FastifyRequest) => (env.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');

  app.get('/robots.txt', async (request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...privatePrefixes.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${origin(request)}/sitemap.xml`,
      '',
    ];
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const base = origin(request);
    const urls = indexablePages.map((p) => `  <url><loc>${escapeXml(base + p)}</loc></url>`).join('\n');
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });

  app.get('/manifest.webmanifest', async (_request, reply) => {
    const manifest = {
      name: env.APP_NAME,
      short_name: env.APP_NAME.slice(0, 12),
      description: 'Independent software recommendations for small and medium businesses.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#1d4ed8',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    };
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(JSON.stringify(manifest));
  });
}
