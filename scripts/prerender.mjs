// Prerenders the public marketing pages into dist/prerendered/ after the client build:
// an SSR build of src/client/prerender.tsx renders each page for a signed-out visitor, and the
// result goes into a copy of dist/client/index.html (same hashed assets, per-page title and
// description). The server sends these for their exact paths; the browser hydrates them.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// PRERENDER_DIST: another build output (a private build); default dist/.
const dist = path.resolve(root, process.env.PRERENDER_DIST ?? 'dist');
const clientDir = path.join(dist, 'client');
const outDir = path.join(dist, 'prerendered');
const ssrDir = path.join(dist, 'prerender-ssr');

await build({
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: path.join(root, 'src/client/prerender.tsx'), outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
});

// Placeholders, as in index.html: the server replaces %APP_NAME% when it serves the page.
globalThis.__STACKWISE_PRERENDER_CONFIG__ = {
  appName: '%APP_NAME%',
  authUrl: 'http://prerender.invalid/',
  anonKey: '',
  googleEnabled: false,
  passwordMinLength: 6,
  passwordRequiredCharacters: [],
  debugPage: false,
  stripePublishableKey: null,
  bookingUrl: null,
};

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');

// The stylesheet goes inline: the first paint of a prerendered page then needs no second
// request (one round trip less on a phone's connection). Other paths keep the cached file.
const inlineCss = (html) =>
  html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g, (_m, file) => {
    const css = readFileSync(path.join(clientDir, file), 'utf8');
    if (css.includes('</style')) throw new Error(`${file} cannot be inlined`);
    return `<style>${css}</style>`;
  });

const mod = await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href);
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const manifest = {};
for (const page of mod.prerenderPaths) {
  const { html, meta } = await mod.renderPage(page);
  let doc = inlineCss(template).replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
  if (meta) {
    doc = doc.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)} | %APP_NAME%</title>`);
    doc = doc.replace(
      /<meta property="og:title" content="[^"]*"\s*\/?>/,
      () => `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    );
    if (meta.description) {
      const d = escapeHtml(meta.description);
      doc = doc.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${d}" />`);
      doc = doc.replace(
        /<meta property="og:description" content="[^"]*"\s*\/?>/,
        () => `<meta property="og:description" content="${d}" />`,
      );
    }
  }
  const file = page === '/' ? 'index.html' : `${page.slice(1).replace(/\//g, '-')}.html`;
  writeFileSync(path.join(outDir, file), doc);
  manifest[page] = file;
}
writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${Object.keys(manifest).length} pages: ${Object.keys(manifest).join(' ')}`);
// The app's modules may leave timers behind (auth client); the work is done.
process.exit(0);
