// GET /api/projects/:id/export.csv and /export.xlsx: the compare matrix as a download, for the
// project's owner only (ADR 011).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { matrixTables } from '../../../shared/compare-matrix.js';
import { writeCsv } from '../../../shared/csv.js';
import type { Db } from '../../db/client.js';
import { requireWorkspace } from '../workspaces/require-workspace.js';
import { projectIdFrom } from '../projects/projects.routes.js';
import { writeCompareWorkbook, XLSX_CONTENT_TYPE } from './compare-workbook.js';
import { attachmentHeader, exportFileName } from './export-file-name.js';
import { getCompareMatrix } from './exports.service.js';

function download(reply: FastifyReply, contentType: string, fileName: string, body: string | Buffer) {
  return reply.type(contentType).header('content-disposition', attachmentHeader(fileName)).header('cache-control', 'no-store').send(body);
}

export function registerExportRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;

  app.get('/api/projects/:id/export.csv', async (request, reply) => {
    const caller = await requireWorkspace(request, db);
    const { project, matrix } = await getCompareMatrix({ db, ownerId: caller.workspaceId, projectId: projectIdFrom(request.params) });
    const t = matrixTables(matrix);
    return download(reply, 'text/csv; charset=utf-8', exportFileName(project.name, project.id, 'csv'), writeCsv([t.compare, t.costs, t.sources]));
  });

  app.get('/api/projects/:id/export.xlsx', async (request, reply) => {
    const caller = await requireWorkspace(request, db);
    const { project, matrix } = await getCompareMatrix({ db, ownerId: caller.workspaceId, projectId: projectIdFrom(request.params) });
    return download(reply, XLSX_CONTENT_TYPE, exportFileName(project.name, project.id, 'xlsx'), await writeCompareWorkbook(matrixTables(matrix)));
  });
}
