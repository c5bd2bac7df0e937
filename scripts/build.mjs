// Builds the client (Vite) and the server (tsc) into dist/.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const run = (cmd, args) => {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: root });
  if (res.status !== 0) process.exit(res.status ?? 1);
};

rmSync(path.join(root, 'dist/server'), { recursive: true, force: true });
run(bin('vite'), ['build', '--logLevel', 'warn']);
run(process.execPath, [path.join(root, 'scripts/prerender.mjs')]);
run(bin('tsc'), ['-p', 'tsconfig.server.json']);
