// Scale-out: the same saturating load (400 virtual users in tight journeys) on one web server
// with one worker process, then on two web servers with two worker processes, all on one
// PostgreSQL. Prints whole journeys per minute for each, the ratio (target ≥ 1.7×), errors
// and whether any job ran more than once. On a machine with fewer cores than processes the
// ratio is bounded by the cores, not by the design: the core count is printed beside it.
import { availableParallelism } from 'node:os';
import { fmt } from './lib.js';
import { runLoad, type LoadSettings } from './load.js';

const USERS = Number(process.env.SCALE_OUT_USERS ?? 400);
const DURATION_S = Number(process.env.SCALE_OUT_DURATION ?? 60);

export async function benchScaleOut(): Promise<Record<string, unknown>> {
  const base: Omit<LoadSettings, 'instances'> = { users: USERS, durationS: DURATION_S, thinkMs: 0, rampS: 10, pollMs: 500 };
  const one = await runLoad({ ...base, instances: 1 }, { listRatio: false, separateWorker: true });
  const two = await runLoad({ ...base, instances: 2 }, { listRatio: false });
  const perMinute = (r: Record<string, unknown>) => Number(r.journeysPerMinute);
  const ratio = perMinute(one) > 0 ? perMinute(two) / perMinute(one) : 0;
  const cores = availableParallelism();
  const figures = {
    users: USERS,
    durationS: DURATION_S,
    cores,
    oneInstance: { journeysPerMinute: perMinute(one), errors: one.errors, jobs: one.jobs },
    twoInstances: { journeysPerMinute: perMinute(two), errors: two.errors, jobs: two.jobs },
    ratio: Number(fmt(ratio, 2)),
  };
  console.log(`\nScale-out at ${USERS} concurrent journeys on ${cores} cores: one instance ${perMinute(one)} journeys/min, two instances ${perMinute(two)} journeys/min → ${fmt(ratio, 2)}× (target ≥ 1.7×)`);
  console.log(`errors: ${String(one.errors)} and ${String(two.errors)}; jobs run more than once: ${JSON.stringify((one.jobs as { runMoreThanOnce: number }).runMoreThanOnce)} and ${JSON.stringify((two.jobs as { runMoreThanOnce: number }).runMoreThanOnce)}`);
  return figures;
}
