// JavaScript sent for `/` (the landing page), gzip: every script the browser loads for it,
// measured in Chromium against the built server, sized as the gzip the server sends
// (level 9, as the build pre-compresses). Also: the main chunk alone, whether zod leaked into
// it, and any third-party request (there must be none unless the operator configured one).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { root, startServer } from './lib.js';

export const JS_BUDGET_KB = 150;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const clientDir = path.join(root, process.env.BENCH_DIST ?? 'dist', 'client');

export type ScriptSize = { file: string; rawKb: number; gzipKb: number };
export type BundleFigures = {
  jsForLandingGzipKb: number;
  jsForLandingRawKb: number;
  budgetKb: number;
  withinBudget: boolean;
  mainChunkGzipKb: number;
  zodInMainChunk: boolean;
  scripts: ScriptSize[];
  thirdPartyRequests: string[];
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function sizeOf(file: string): ScriptSize {
  const data = readFileSync(path.join(clientDir, file));
  return { file, rawKb: kb(data.length), gzipKb: kb(gzipSync(data, { level: 9 }).length) };
}

/** Measures against a running server (baseUrl) serving dist/client; starts the built server when none is given. */
export async function benchBundleSize(opts: { baseUrl?: string } = {}): Promise<BundleFigures> {
  const server = opts.baseUrl ? null : await startServer({ port: 4411 });
  const baseUrl = opts.baseUrl ?? server!.url;
  const origin = new URL(baseUrl).origin;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = new Set<string>();
    const thirdParty = new Set<string>();
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.protocol.startsWith('http') && url.origin !== origin) thirdParty.add(url.origin);
      if (req.resourceType() === 'script' && url.origin === origin) scripts.add(url.pathname.replace(/^\//, ''));
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();

    const sizes = [...scripts].sort().map(sizeOf);
    const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
    const entry = /<script[^>]+src="\/?([^"]+\.js)"/.exec(html)?.[1];
    const main = entry ? readFileSync(path.join(clientDir, entry), 'utf8') : '';
    const total = sizes.reduce((s, x) => s + x.gzipKb, 0);
    const figures: BundleFigures = {
      jsForLandingGzipKb: Math.round(total * 10) / 10,
      jsForLandingRawKb: Math.round(sizes.reduce((s, x) => s + x.rawKb, 0) * 10) / 10,
      budgetKb: JS_BUDGET_KB,
      withinBudget: total <= JS_BUDGET_KB,
      mainChunkGzipKb: entry ? sizeOf(entry).gzipKb : 0,
      zodInMainChunk: /\$ZodType|ZodError/.test(main),
      scripts: sizes,
      thirdPartyRequests: [...thirdParty],
    };
    console.log(
      `JS for /: ${figures.jsForLandingGzipKb} KB gzip (${figures.jsForLandingRawKb} KB raw) in ${sizes.length} files (target ≤ ${JS_BUDGET_KB} KB)`,
    );
    console.log(`main chunk: ${figures.mainChunkGzipKb} KB gzip; zod in main chunk: ${figures.zodInMainChunk ? 'YES' : 'no'}`);
    console.log(
      `third-party requests on /: ${figures.thirdPartyRequests.length ? figures.thirdPartyRequests.join(', ') : 'none'}`,
    );
    if (process.argv.includes('--files')) for (const f of sizes) console.log(`${f.gzipKb.toFixed(1).padStart(8)} KB  ${f.file}`);
    return figures;
  } finally {
    await browser.close();
    await server?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf('--url');
  await benchBundleSize({ baseUrl: i > 0 ? process.argv[i + 1] : undefined });
}
