// Serves the built SPA: hashed assets with year-long caching (pre-compressed .br/.gz from the
// build), index.html never cached and carrying the runtime config, and an SPA fallback so the
// client router shows its own 404 page. Unknown /api and /auth paths answer 404 JSON.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PUBLIC_CONFIG_META, type PublicConfig } from '../../shared/public-config.js';

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function renderIndexHtml(template: string, config: PublicConfig): string {
  const meta = `<meta name="${PUBLIC_CONFIG_META}" content="${escapeAttr(JSON.stringify(config))}">`;
  return template.replace('<!--app-config-->', meta).replaceAll('%APP_NAME%', escapeAttr(config.appName));
}

export async function registerSpa(app: FastifyInstance, opts: { clientDir: string; config: PublicConfig }) {
  const indexPath = path.join(opts.clientDir, 'index.html');
  const built = existsSync(indexPath);
  const indexHtml = built
    ? renderIndexHtml(readFileSync(indexPath, 'utf8'), opts.config)
    : '<!doctype html><title>Not built</title><p>The client is not built. Run <code>npm run build</code>.</p>';

  // Public pages prerendered at build time (scripts/prerender.mjs), keyed by exact path.
  const prerendered = built ? loadPrerendered(path.join(opts.clientDir, '..', 'prerendered'), opts.config) : new Map<string, string>();

  const sendIndex = (reply: FastifyReply, url = '/') => {
    // Shared results pages (/shared/:token) and invitations (/invite/:token) are private to whoever holds the link.
    if (url.startsWith('/shared/') || url.startsWith('/invite/')) reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store');
    else reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').send(prerendered.get(url) ?? indexHtml);
  };

  if (built) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      prefix: '/',
      index: false,
      wildcard: true,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  app.get('/', (_req, reply) => sendIndex(reply));
  app.get('/index.html', (_req, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/auth/v1')) {
      return reply.status(404).send({ message: `No route for ${request.method} ${url}`, code: 'not_found' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ message: 'Not found', code: 'not_found' });
    }
    // A missing hashed asset is a real 404 (an old tab after a deploy), not a page.
    if (url.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not found');
    return sendIndex(reply, url);
  });
}

function loadPrerendered(dir: string, config: PublicConfig): Map<string, string> {
  const pages = new Map<string, string>();
  const manifestPath = path.join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) return pages;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, string>;
  for (const [url, file] of Object.entries(manifest)) pages.set(url, renderIndexHtml(readFileSync(path.join(dir, file), 'utf8'), config));
  return pages;
}
