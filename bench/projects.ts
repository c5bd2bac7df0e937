// GET /api/projects (signed in, 20 projects): throughput and p95, as a ratio to /healthz in the same run.
import { api, sampleProject, signUp } from './api-client.js';
import { fmt, load, startServer } from './lib.js';

export async function benchProjects(): Promise<Record<string, number>> {
  const server = await startServer({ port: 4403, env: { AUTH_AUTOCONFIRM: 'true', FREE_CREDITS_ON_SIGNUP: '50', AUTH_RATE_LIMIT_SIGN_IN: '100000' } });
  try {
    const user = await signUp(server.url);
    for (let i = 0; i < 20; i++) await api(server.url, user, 'POST', '/api/projects', sampleProject(i));
    await load({ url: `${server.url}/healthz`, duration: 2 });
    const health = await load({ url: `${server.url}/healthz`, duration: 5 });
    await load({ url: `${server.url}/api/projects`, duration: 2, headers: user.headers });
    const list = await load({ url: `${server.url}/api/projects`, duration: 5, headers: user.headers });
    const figures = {
      projectsRps: list.rps,
      projectsP95Ms: list.p95,
      projectsErrors: list.errors + list.non2xx,
      healthzRps: health.rps,
      projectsToHealthzRatio: Number(fmt(list.rps / health.rps, 3)),
    };
    console.log(`GET /api/projects (20 projects): ${figures.projectsRps} req/s, p97.5 ${figures.projectsP95Ms} ms, errors ${figures.projectsErrors}`);
    console.log(`/healthz in the same run: ${figures.healthzRps} req/s → ratio ${figures.projectsToHealthzRatio}`);
    return figures;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchProjects();
