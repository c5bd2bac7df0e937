// Job pick-up latency through the real server and worker: project created → status ready, and
// questionnaire completed → status completed (p50/p95 over several projects).
import type { Project } from '../src/shared/projects.js';
import type { Question } from '../src/shared/questions.js';
import { api, sampleProject, signUp, type BenchUser } from './api-client.js';
import { fmt, percentile, startServer } from './lib.js';

async function waitFor(url: string, user: BenchUser, id: number, status: string): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    const p = await api<Project>(url, user, 'GET', `/api/projects/${id}`);
    if (p.status === status) return performance.now() - t0;
    if (p.status === 'error') throw new Error(`project ${id} failed: ${p.lastError}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

export async function benchJobs(): Promise<Record<string, number>> {
  const server = await startServer({ port: 4404, env: { AUTH_AUTOCONFIRM: 'true', FREE_CREDITS_ON_SIGNUP: '100' } });
  try {
    const user = await signUp(server.url);
    const ready: number[] = [];
    const completed: number[] = [];
    for (let i = 0; i < 18; i++) {
      const t0 = performance.now();
      const project = await api<Project>(server.url, user, 'POST', '/api/projects', sampleProject(i));
      await waitFor(server.url, user, project.id, 'ready');
      ready.push(performance.now() - t0);
      const questions = await api<Question[]>(server.url, user, 'GET', `/api/projects/${project.id}/questions`);
      for (const q of questions) {
        await api(server.url, user, 'POST', '/api/answers', { questionId: q.id, projectId: project.id, selectedOption: q.options[0]!.value, importance: 'nice-to-have' });
      }
      const t1 = performance.now();
      await api(server.url, user, 'POST', `/api/projects/${project.id}/complete`);
      await waitFor(server.url, user, project.id, 'completed');
      completed.push(performance.now() - t1);
    }
    const figures = {
      createdToReadyP50Ms: Number(fmt(percentile(ready, 50))),
      createdToReadyP95Ms: Number(fmt(percentile(ready, 95))),
      completeToCompletedP50Ms: Number(fmt(percentile(completed, 50))),
      completeToCompletedP95Ms: Number(fmt(percentile(completed, 95))),
    };
    console.log(`created → ready: p50 ${figures.createdToReadyP50Ms} ms, p95 ${figures.createdToReadyP95Ms} ms (target < 1000 ms)`);
    console.log(`complete → completed: p50 ${figures.completeToCompletedP50Ms} ms, p95 ${figures.completeToCompletedP95Ms} ms`);
    return figures;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchJobs();
