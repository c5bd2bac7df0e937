// What an idle server costs: CPU seconds per minute and resident memory (RSS) of the built
// server doing nothing (embedded PGlite, in-process worker sleeping on LISTEN/NOTIFY), read from
// /proc after a warm-up. Target: under 0.2 % of a core (0.12 CPU s per minute). Memory is read
// on the very first boot (which also ran initdb, whose memory V8 frees only when it next collects)
// and on a restart over the same data, the state a server spends its life in.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fmt, startServer } from './lib.js';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function cpuSeconds(pid: number): number {
  // Fields 14 and 15 of /proc/<pid>/stat: user and system time in clock ticks (after the ")" of the name).
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024);
}

export async function benchIdle(): Promise<Record<string, number>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stackwise-bench-idle-'));
  const first = await startServer({ port: 4409, dataDir });
  await new Promise((r) => setTimeout(r, 10_000));
  const firstBootRssMb = rssMb(first.child.pid!);
  await first.stop();
  const server = await startServer({ port: 4409, dataDir });
  const pid = server.child.pid!;
  // Start-up work settles: JIT, first collections, and V8's memory reducer, which shrinks the heap
  // with a few full collections about a minute after start-up activity ends (a one-off ~50 ms that a
  // window opening at 30 s counted as idle cost, tripling the figure).
  await new Promise((r) => setTimeout(r, 90_000));
  const windowS = 60;
  const before = cpuSeconds(pid);
  await new Promise((r) => setTimeout(r, windowS * 1000));
  const used = cpuSeconds(pid) - before;
  const figures = {
    idleCpuSecondsPerMinute: Number(fmt((used * 60) / windowS, 2)),
    idleCpuPercentOfCore: Number(fmt((used / windowS) * 100, 2)),
    idleRssMb: rssMb(pid),
    firstBootRssMb,
  };
  await server.stop();
  console.log(`idle: ${figures.idleCpuSecondsPerMinute} CPU s per minute (${figures.idleCpuPercentOfCore} % of a core; target < 0.2 %), RSS ${figures.idleRssMb} MB (first boot, with initdb's memory not yet collected: ${figures.firstBootRssMb} MB)`);
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchIdle();
