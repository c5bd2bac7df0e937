// npm test — the whole suite: unit and route tests (Vitest), the catalog check, then the
// end-to-end tests (Playwright). Ends with one line "N passed, N failed" over everything.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const run = (cmd, args, env = {}) => spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } }).status ?? 1;
const bin = (name) => path.join(root, 'node_modules/.bin', name);

let passed = 0;
let failed = 0;
let exitCode = 0;

// 1. Vitest
const vitestJson = path.join(tmp, 'vitest.json');
rmSync(vitestJson, { force: true });
const vitestStatus = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  // A file that failed to load counts as a failure even when it has no tests to report.
  failed += r.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
}
if (vitestStatus !== 0) exitCode = 1;

// 2. Catalog check (one test: the whole catalog is valid and complete)
const catalogStatus = run(process.execPath, [bin('tsx'), 'scripts/catalog-check.ts']);
if (catalogStatus === 0) passed += 1;
else {
  failed += 1;
  exitCode = 1;
}

// 3. Playwright
if (!process.argv.includes('--no-e2e')) {
  const pwJson = path.join(tmp, 'playwright.json');
  rmSync(pwJson, { force: true });
  const e2eStatus = run(process.execPath, [path.join(root, 'scripts/e2e.mjs')]);
  if (existsSync(pwJson)) {
    const s = JSON.parse(readFileSync(pwJson, 'utf8')).stats;
    passed += s.expected + s.flaky;
    failed += s.unexpected;
    // A run that failed before any test could fail (its web server could not start) is a failure too.
    if (e2eStatus !== 0 && s.unexpected === 0) failed += 1;
  } else if (e2eStatus !== 0) failed += 1;
  if (e2eStatus !== 0) exitCode = 1;
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(exitCode);
