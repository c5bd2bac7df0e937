// Start-up time (cold start on an existing data directory → /readyz 200) and /healthz request
// rate as a ratio to a bare Fastify hello-world measured in the same run.
import path from 'node:path';
import { fmt, load, root, startServer } from './lib.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';

export async function benchFoundation(): Promise<Record<string, number>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stackwise-bench-start-'));
  const first = await startServer({ port: 4401, dataDir });
  await first.stop();
  const cold = await startServer({ port: 4401, dataDir });
  const coldStartMs = cold.startedMs;

  await load({ url: `${cold.url}/healthz`, duration: 2 }); // warm-up
  const app = await load({ url: `${cold.url}/healthz`, duration: 5 });
  await cold.stop();

  const bare = await startServer({ port: 4402, script: [path.join(root, 'bench/bare-fastify.mjs')] });
  await load({ url: `${bare.url}/`, duration: 2 });
  const ref = await load({ url: `${bare.url}/`, duration: 5 });
  await bare.stop();

  const figures = {
    coldStartMs: Math.round(coldStartMs),
    firstStartMs: Math.round(first.startedMs),
    healthzRps: app.rps,
    healthzP95Ms: app.p95,
    bareFastifyRps: ref.rps,
    healthzToBareRatio: Number(fmt(app.rps / ref.rps, 2)),
  };
  console.log(`start-up: first ${figures.firstStartMs} ms, cold start on existing data ${figures.coldStartMs} ms (target < 3000 ms)`);
  console.log(`/healthz ${figures.healthzRps} req/s (p97.5 ${figures.healthzP95Ms} ms) vs bare Fastify ${figures.bareFastifyRps} req/s → ratio ${figures.healthzToBareRatio}`);
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchFoundation();
