// npm run test:e2e — builds when needed, then runs Playwright in Debian's Chromium.
// With CI set, a missing Chromium is a failure; locally the run is skipped with a notice.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const msg = `Chromium not found at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH).`;
  if (process.env.CI) {
    console.error(`✗ ${msg} End-to-end tests are required in CI.`);
    process.exit(1);
  }
  console.warn(`! ${msg} Skipping end-to-end tests.`);
  process.exit(0);
}
const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit', cwd: root });
if (build.status !== 0) process.exit(build.status ?? 1);
const res = spawnSync(path.join(root, 'node_modules/.bin/playwright'), ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
process.exit(res.status ?? 1);
