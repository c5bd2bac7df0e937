// PDF report generation time in Chromium (issue 7: under 1.5 s) for a project with 5
// recommendations and 15 answers: the app's own report modules, built by Vite for production
// into a throwaway page, timed from "Export pressed" (loading the jsPDF chunk and the fonts) to
// the finished PDF blob. The first export of a page is the cold figure; later exports reuse the
// loaded chunk and fonts. The executive-summary request is not included (it is a server call).
//
//   npx tsx bench/pdf.ts            (standalone; or as part of `npm run bench`)
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { fmt, percentile, root } from './lib.js';

export const PDF_TARGET_MS = 1500;

type Run = { ms: number; bytes: number; pages: number };
export type PdfBench = { coldMs: number; warmMedianMs: number; warmP95Ms: number; runs: number; bytes: number; pages: number; targetMs: number };

const reportDir = path.join(root, 'src/client/features/report');

/** The page's script: one export = import the lazy chunk, load the fonts, lay out the fixture, make the blob. */
function harnessSource(): string {
  const mod = (file: string) => JSON.stringify(path.join(reportDir, file));
  return `
import { fixtureAnswers, fixtureProject, fixtureQuestions, fixtureRecommendations, fixtureSummary } from ${mod('report-fixture.ts')};
import { buildReportData } from ${mod('report-pdf-data.ts')};
window.__pdfBench = async () => {
  const t0 = performance.now();
  const { prepareReport } = await import(${mod('generate-report.ts')});
  const render = await prepareReport();
  const data = buildReportData({
    project: fixtureProject, recommendations: fixtureRecommendations, questions: fixtureQuestions, answers: fixtureAnswers,
    summary: fixtureSummary, generatedAt: new Date(), appName: 'Stackwise', siteUrl: location.origin,
  });
  const blob = render(data);
  const ms = performance.now() - t0;
  const text = new TextDecoder('latin1').decode(await blob.arrayBuffer());
  return { ms, bytes: blob.size, pages: (text.match(/\\/Type \\/Page\\b(?!s)/g) || []).length };
};
window.__pdfBenchReady = true;
`;
}

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.ttf': 'font/ttf' };

function serve(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}

export async function benchPdf(opts: { runs?: number } = {}): Promise<PdfBench> {
  const runs = opts.runs ?? 5;
  const dir = mkdtempSync(path.join(tmpdir(), 'stackwise-pdf-bench-'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  let server: Awaited<ReturnType<typeof serve>> | undefined;
  try {
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><title>PDF bench</title><script type="module" src="./harness.ts"></script></head><body></body></html>');
    writeFileSync(path.join(dir, 'harness.ts'), harnessSource());
    await build({
      root: dir,
      configFile: false,
      logLevel: 'warn',
      build: { outDir: path.join(dir, 'dist'), emptyOutDir: true, target: 'es2022' },
    });
    server = await serve(path.join(dir, 'dist'));
    const call = async (page: Page): Promise<Run> => page.evaluate(() => (window as unknown as { __pdfBench: () => Promise<Run> }).__pdfBench());

    // Cold: a fresh page per run (nothing loaded, HTTP cache cleared by a new context).
    const cold: Run[] = [];
    for (let i = 0; i < Math.min(3, runs); i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}/index.html`);
      await page.waitForFunction(() => '__pdfBenchReady' in window);
      cold.push(await call(page));
      await context.close();
    }
    // Warm: the same page exporting again.
    const page = await browser.newPage();
    await page.goto(`${server.url}/index.html`);
    await page.waitForFunction(() => '__pdfBenchReady' in window);
    await call(page);
    const warm: Run[] = [];
    for (let i = 0; i < runs; i++) warm.push(await call(page));

    const result: PdfBench = {
      coldMs: Math.round(percentile(cold.map((r) => r.ms), 50)),
      warmMedianMs: Math.round(percentile(warm.map((r) => r.ms), 50)),
      warmP95Ms: Math.round(percentile(warm.map((r) => r.ms), 95)),
      runs,
      bytes: warm[0]!.bytes,
      pages: warm[0]!.pages,
      targetMs: PDF_TARGET_MS,
    };
    console.log(
      `PDF (5 recommendations, 15 answers, ${result.pages} pages, ${fmt(result.bytes / 1024, 0)} KB) in Chromium ${browser.version()}: ` +
        `cold ${result.coldMs} ms (median of ${cold.length}), warm median ${result.warmMedianMs} ms, p95 ${result.warmP95Ms} ms ` +
        `(target < ${PDF_TARGET_MS} ms: ${result.coldMs < PDF_TARGET_MS ? 'met' : 'MISSED'})`,
    );
    return result;
  } finally {
    await server?.close();
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchPdf().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
