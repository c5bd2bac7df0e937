import type { FastifyInstance } from 'fastify';
import type { SqlRunner } from '../../db/client.js';

export function registerHealthRoutes(app: FastifyInstance, deps: { sql: SqlRunner }): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await Promise.race([
        deps.sql.query('SELECT 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('database check timed out')), 2000).unref()),
      ]);
      return { status: 'ready' };
    } catch (err) {
      request.log.warn({ err }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', message: 'Database is not answering' });
    }
  });
}
