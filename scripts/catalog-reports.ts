// npm run catalog:reports                      lists open "wrong fact" reports
// npm run catalog:reports -- --all             lists every report
// npm run catalog:reports -- close <id> <what was done>
// Uses the configured database (DATABASE_URL, else the embedded one in DATA_DIR; the embedded
// database is opened by one process at a time, so stop the server first in that case).
import { openDatabase } from '../src/server/db/client.js';
import { migrate } from '../src/server/db/migrate.js';
import { loadEnv } from '../src/server/env.js';
import { closeFactReport, listFactReports } from '../src/server/modules/catalog-reports/catalog-reports.service.js';

export async function runCatalogReports(args: string[], env = loadEnv(), out: (line: string) => void = console.log): Promise<number> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrate(database.sql);
    if (args[0] === 'close') {
      const id = Number(args[1]);
      const resolution = args.slice(2).join(' ').trim();
      if (!Number.isInteger(id) || id <= 0 || !resolution) {
        out('Usage: npm run catalog:reports -- close <id> <what was done>');
        return 2;
      }
      if (!(await closeFactReport(database.db, id, resolution))) {
        out(`No open report #${id}.`);
        return 1;
      }
      out(`Closed report #${id}.`);
      return 0;
    }
    const rows = await listFactReports(database.db, { all: args.includes('--all') });
    if (rows.length === 0) out(args.includes('--all') ? 'No reports.' : 'No open reports.');
    for (const r of rows) {
      out(`#${r.id} [${r.status}] ${r.createdAt.toISOString().slice(0, 10)} ${r.productId}: ${r.fact}`);
      out(`    says: ${r.correction}${r.link ? `\n    link: ${r.link}` : ''}${r.resolution ? `\n    closed: ${r.resolution}` : ''}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await runCatalogReports(process.argv.slice(2)));
