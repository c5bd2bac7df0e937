// npm run catalog:stale [-- --days 90]
// Lists, per product, the facts older than 90 and 180 days (prices, compliance facts, market
// sources), oldest first, so re-verification starts where it matters most.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { datedFacts } from '../src/shared/catalog/catalog-figures.js';
import { readCatalog } from '../src/server/catalog/load-catalog.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const daysArg = process.argv.indexOf('--days');
const threshold = daysArg > 0 ? Number(process.argv[daysArg + 1]) : 90;
if (!Number.isFinite(threshold) || threshold < 0) {
  console.error('--days takes a number of days, for example --days 90');
  process.exit(2);
}
const { products, errors } = readCatalog(path.join(root, 'catalog/products'));
if (errors.length) console.error(`! ${errors.length} product files are invalid; run npm run catalog:check`);
const now = Date.now();
const age = (asOf: string) => Math.floor((now - Date.parse(`${asOf}T00:00:00Z`)) / 86_400_000);
let over90 = 0;
let over180 = 0;
const rows = products
  .map((p) => ({ p, facts: datedFacts(p).map((f) => ({ ...f, days: age(f.asOf) })).filter((f) => f.days > threshold).sort((a, b) => b.days - a.days) }))
  .filter((r) => r.facts.length > 0)
  .sort((a, b) => b.facts[0]!.days - a.facts[0]!.days);
for (const { p, facts } of rows) {
  console.log(`${p.id} (verified ${p.verifiedAt})`);
  for (const f of facts) {
    if (f.days > 180) over180 += 1;
    else over90 += 1;
    console.log(`  ${f.days > 180 ? '180+' : ' 90+'}  ${f.asOf}  ${f.days} days  ${f.fact}`);
  }
}
console.log(JSON.stringify({ threshold, products: rows.length, factsOver90: over90, factsOver180: over180 }));
