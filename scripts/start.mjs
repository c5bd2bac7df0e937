// `npm start`: builds when the build is missing or older than the sources, then runs the
// server. A plain `npm install && npm start` therefore serves the product with no other step.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'dist/server/server/main.js');
const marker = path.join(root, 'dist/client/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const f of readdirSync(dir)) {
    const p = path.join(dir, f);
    const s = statSync(p);
    newest = Math.max(newest, s.isDirectory() ? newestMtime(p) : s.mtimeMs);
  }
  return newest;
}

const sources = ['src', 'public'].map((d) => path.join(root, d)).filter(existsSync);
const builtAt = existsSync(entry) && existsSync(marker) ? Math.min(statSync(entry).mtimeMs, statSync(marker).mtimeMs) : 0;
const stale = !builtAt || sources.some((d) => newestMtime(d) > builtAt) || statSync(path.join(root, 'package.json')).mtimeMs > builtAt;

if (stale && process.env.SKIP_BUILD !== '1') {
  console.log('Building Stackwise (first start or sources changed)…');
  const res = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit', cwd: root });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const child = spawn(process.execPath, ['--enable-source-maps', entry, ...process.argv.slice(2)], { stdio: 'inherit', cwd: root });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
