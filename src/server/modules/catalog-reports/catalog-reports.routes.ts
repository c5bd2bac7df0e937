// POST /api/catalog/fact-reports: a signed-in user reports a wrong catalog fact. Validated
// (the product must exist), limited per user across instances, stored.
import type { FastifyInstance } from 'fastify';
import { factReportInputSchema, factReportReceived } from '../../../shared/fact-reports.js';
import type { Product } from '../../../shared/catalog/product-schema.js';
import type { Db } from '../../db/client.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { createRateLimit } from '../../http/rate-limit.js';
import { parseInput } from '../../http/validate.js';
import { requireUser } from '../auth/require-user.js';
import { storeFactReport } from './catalog-reports.service.js';

export const FACT_REPORTS_PER_HOUR = 10;

export function registerCatalogReportRoutes(app: FastifyInstance, deps: { db: Db; catalog: readonly Product[] }): void {
  const { db } = deps;
  const ids = new Set(deps.catalog.map((p) => p.id));
  const limiter = createRateLimit(db, { name: 'fact-reports', max: FACT_REPORTS_PER_HOUR, windowMs: 60 * 60 * 1000 });
  app.post('/api/catalog/fact-reports', async (request, reply) => {
    const user = await requireUser(request);
    const input = parseInput(factReportInputSchema, request.body, 'body');
    if (!ids.has(input.productId)) throw badRequest('productId: no such product in our catalog', 'unknown_product');
    if (!(await limiter.take(user.id))) throw new HttpError(429, 'You have sent many reports this hour. Please try again later.', 'rate_limited');
    const id = await storeFactReport(db, user.id, input);
    return reply.status(201).send({ id, message: factReportReceived });
  });
}
