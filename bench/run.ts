// npm run bench — builds, then runs every benchmark and prints its figures (no pass/fail:
// targets are printed beside the numbers). Results are also written to bench/results/latest.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.js';

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit', cwd: root });
if (build.status !== 0) process.exit(build.status ?? 1);

// Each entry: file in bench/ and the function it exports. Files written by other areas join
// the run as soon as they exist.
const suites: [string, string][] = [
  ['foundation.ts', 'benchFoundation'],
  ['idle.ts', 'benchIdle'],
  ['engine.ts', 'benchEngine'],
  ['jobs.ts', 'benchJobs'],
  ['projects.ts', 'benchProjects'],
  ['auth.ts', 'benchAuth'],
  ['pdf.ts', 'benchPdf'],
  ['bundle-size.ts', 'benchBundleSize'],
  ['lighthouse.ts', 'benchLighthouse'],
  ['load.ts', 'benchLoad'],
  ['growth.ts', 'benchGrowth'],
  ['scale-out.ts', 'benchScaleOut'],
];

const only = process.argv.slice(2);
const results: Record<string, unknown> = {};
for (const [file, fn] of suites) {
  const name = file.replace(/\.ts$/, '');
  if (only.length && !only.includes(name)) continue;
  const full = path.join(root, 'bench', file);
  if (!existsSync(full)) continue;
  console.log(`\n== ${name} ==`);
  try {
    const mod = (await import(pathToFileURL(full).href)) as Record<string, () => Promise<unknown>>;
    results[name] = await mod[fn]!();
  } catch (err) {
    console.error(`${name} failed:`, err);
    results[name] = { error: String(err) };
  }
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/latest.json'), JSON.stringify(results, null, 2));
console.log('\nFigures written to bench/results/latest.json');
