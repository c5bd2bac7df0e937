// Lighthouse (mobile defaults: simulated slow 4G and 4x CPU slowdown) in Debian's Chromium on
// the public pages. Each page runs `runs` times and the run with the median performance score
// is reported, since single runs of the performance score wobble by a few points.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, startServer } from './lib.js';

/** Every public page (the signed-out routes of the spec). */
export const LIGHTHOUSE_PAGES = ['/', '/pricing', '/pro', '/methodology', '/privacy', '/terms', '/contact'] as const;
export const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, bestPractices: 95, seo: 95 } as const;

export type PageScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that failed in the reported run (score below 1), outside performance metrics. */
  failedAudits: string[];
};

const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

type LhReport = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string }>;
};

/** One Lighthouse run of one URL; a run Lighthouse itself aborts (NO_NAVSTART, …) is retried twice. */
export function lighthouseOnce(url: string, attempts = 3): PageScores {
  try {
    return lighthouseAttempt(url);
  } catch (err) {
    if (attempts <= 1) throw err;
    return lighthouseOnce(url, attempts - 1);
  }
}

function lighthouseAttempt(url: string): PageScores {
  const dir = mkdtempSync(path.join(tmpdir(), 'stackwise-lh-'));
  try {
    const out = path.join(dir, 'report.json');
    const res = spawnSync(
      path.join(root, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${CHROME_FLAGS} --user-data-dir=${path.join(dir, 'profile')}`,
      ],
      { cwd: root, env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, encoding: 'utf8' },
    );
    if (res.status !== 0) throw new Error(`lighthouse failed for ${url}: ${res.stderr.slice(-500)}`);
    const r = JSON.parse(readFileSync(out, 'utf8')) as LhReport;
    const score = (id: string) => Math.round((r.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => r.audits[id]?.numericValue ?? 0;
    const failedAudits = ['accessibility', 'best-practices', 'seo'].flatMap((cat) =>
      (r.categories[cat]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && r.audits[ref.id]?.score !== null && (r.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${cat}:${ref.id}`),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(metric('first-contentful-paint')),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
      failedAudits,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Scores per page; starts the built server when no baseUrl is given. */
export async function benchLighthouse(
  opts: { baseUrl?: string; pages?: readonly string[]; runs?: number } = {},
): Promise<Record<string, PageScores>> {
  const server = opts.baseUrl ? null : await startServer({ port: 4412 });
  const baseUrl = opts.baseUrl ?? server!.url;
  const runs = opts.runs ?? Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const t = LIGHTHOUSE_TARGETS;
  const results: Record<string, PageScores> = {};
  try {
    for (const page of opts.pages ?? LIGHTHOUSE_PAGES) {
      const all = Array.from({ length: runs }, () => lighthouseOnce(`${baseUrl}${page}`));
      all.sort((a, b) => a.performance - b.performance);
      const s = all[Math.floor(all.length / 2)]!;
      results[page] = s;
      console.log(
        `${page.padEnd(13)} performance ${s.performance} · accessibility ${s.accessibility} · best practices ${s.bestPractices} · SEO ${s.seo}` +
          `  (FCP ${s.fcpMs} ms, LCP ${s.lcpMs} ms, TBT ${s.tbtMs} ms, CLS ${s.cls}; runs: ${all.map((x) => x.performance).join('/')})` +
          (s.failedAudits.length ? `\n${' '.repeat(15)}failed audits: ${s.failedAudits.join(', ')}` : ''),
      );
    }
    console.log(
      `targets: performance ≥ ${t.performance}, accessibility ${t.accessibility}, best practices ≥ ${t.bestPractices}, SEO ≥ ${t.seo}`,
    );
    return results;
  } finally {
    await server?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  await benchLighthouse({
    baseUrl: arg('--url'),
    runs: arg('--runs') ? Number(arg('--runs')) : undefined,
    pages: arg('--pages')?.split(','),
  });
}
