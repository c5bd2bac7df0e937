// The built server as a real process, for tests that kill it, restart it or run several.
// Other engineers rebuild dist/ at any time on this shared tree, so these tests compile their
// own copy of the server (tsc, as `npm run build` does) into .tmp/integration-build/<hash of the
// sources>, once per source state, and spawn `node <copy>/dist/server/server/main.js` from there.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
const buildsDir = path.join(repoRoot, '.tmp', 'integration-build');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) || e.name.endsWith('.sql') ? [full] : [];
  });
}

function sourceHash(): string {
  const hash = createHash('sha256');
  const files = [...sourceFiles(path.join(repoRoot, 'src/server')), ...sourceFiles(path.join(repoRoot, 'src/shared'))].sort();
  for (const f of [...files, path.join(repoRoot, 'tsconfig.server.json'), path.join(repoRoot, 'tsconfig.base.json')]) {
    hash.update(path.relative(repoRoot, f));
    hash.update(readFileSync(f));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Builds of earlier source states, once nobody can still be starting them (an hour on). */
function pruneOldBuilds(keep: string): void {
  for (const name of readdirSync(buildsDir)) {
    const full = path.join(buildsDir, name);
    if (name !== keep && /^[0-9a-f]{16}$/.test(name) && Date.now() - statSync(full).mtimeMs > 3_600_000) rmSync(full, { recursive: true, force: true });
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A directory laid out like the repository (dist/server, catalog) holding a fresh server build. */
export async function builtServerRoot(): Promise<string> {
  const hash = sourceHash();
  const root = path.join(buildsDir, hash);
  const entry = path.join(root, 'dist/server/server/main.js');
  if (existsSync(entry)) return root;
  mkdirSync(buildsDir, { recursive: true });
  const lock = `${root}.lock`;
  for (let waited = 0; ; waited += 500) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (existsSync(entry)) return root;
      // A builder that died leaves its lock behind; tsc never takes 5 minutes here.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 300_000) rmSync(lock, { recursive: true, force: true });
      if (waited > 400_000) throw new Error(`timed out waiting for another server build (${lock})`);
      await sleep(500);
    }
  }
  try {
    if (existsSync(entry)) return root;
    const staging = `${root}.staging-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    const tsc = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.server.json', '--outDir', path.join(staging, 'dist/server')], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    if (!existsSync(path.join(staging, 'dist/server/server/main.js'))) throw new Error(`server build failed:\n${tsc.stdout}\n${tsc.stderr}`);
    // paths.ts finds the catalog and the migrations beside dist/; ESM needs "type": "module".
    symlinkSync(path.join(repoRoot, 'catalog'), path.join(staging, 'catalog'));
    cpSync(path.join(repoRoot, 'src/server/db/migrations'), path.join(staging, 'src/server/db/migrations'), { recursive: true });
    writeFileSync(path.join(staging, 'package.json'), JSON.stringify({ type: 'module', private: true }));
    rmSync(root, { recursive: true, force: true });
    renameSync(staging, root);
    pruneOldBuilds(hash);
    return root;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  /** stdout + stderr so far (for failure messages). */
  output: () => string;
  /** SIGTERM and wait (graceful shutdown). */
  stop: () => Promise<void>;
  /** SIGKILL and wait: no shutdown code runs. */
  kill: () => Promise<void>;
};

export type SpawnOptions = {
  env: Record<string, string>;
  /** `--worker-only` runs a worker without HTTP. */
  workerOnly?: boolean;
  port?: number;
  dataDir?: string;
  /** Flags for node itself, e.g. --cpu-prof (not allowed in NODE_OPTIONS). */
  nodeArgs?: string[];
};

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 60_000, everyMs = 100): Promise<T> {
  const start = Date.now();
  let last: unknown;
  while (Date.now() - start < timeoutMs) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (err) {
      last = err;
    }
    await sleep(everyMs);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (last error: ${String(last)})` : ''}`);
}

/** Starts the built server (or a worker) and resolves once it is ready. */
export async function spawnServer(opts: SpawnOptions): Promise<ServerProcess> {
  const root = await builtServerRoot();
  const port = opts.port ?? (await freePort());
  const ownDataDir = !opts.dataDir;
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'stackwise-int-'));
  let output = '';
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), path.join(root, 'dist/server/server/main.js'), ...(opts.workerOnly ? ['--worker-only'] : [])], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      // A worker announces itself at info level; a web server's info lines would be one per request.
      LOG_LEVEL: opts.workerOnly ? 'info' : 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  child.stderr!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const endWith = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await exited;
  };
  const proc: ServerProcess = { url, port, child, output: () => output, stop: () => endWith('SIGTERM'), kill: () => endWith('SIGKILL') };
  try {
    const started = opts.workerOnly
      ? waitFor('the worker to start', async () => output.includes('worker started'))
      : waitFor(`${url}/readyz`, async () => (await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) })).ok);
    await Promise.race([started, exited.then(() => Promise.reject(new Error(`the process exited (${child.exitCode ?? child.signalCode}) before it was ready`)))]);
  } catch (err) {
    await proc.kill();
    throw new Error(`${(err as Error).message}\n--- server output ---\n${output}`, { cause: err });
  }
  return proc;
}
