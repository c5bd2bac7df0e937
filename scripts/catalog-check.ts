// npm run catalog:check [-- --partial] [-- --floors]
// Validates every product file and the whole-catalog rules; the last line printed is a JSON
// summary: products per category, the share with a dated public price, and the depth figures
// with their floors (src/shared/catalog/catalog-figures.ts). --floors also fails the check when a
// figure is below its floor; it is not on by default until the research reaches them (see the
// closing notes of issue 15), so a run shows honestly how far the catalog is.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countByCategory, findCatalogProblems, hasDatedPublicPrice } from '../src/shared/catalog/catalog-rules.js';
import { catalogFigures } from '../src/shared/catalog/catalog-figures.js';
import { readCatalog } from '../src/server/catalog/load-catalog.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const partial = process.argv.includes('--partial');
const floors = process.argv.includes('--floors');
const { products, errors } = readCatalog(path.join(root, 'catalog/products'));
const today = new Date().toISOString().slice(0, 10);
const problems = [
  ...errors.flatMap((e) => e.problems.map((p) => `${e.file}: ${p}`)),
  ...findCatalogProblems(products, today, { partial }),
];
const figures = catalogFigures(products);
const missed = Object.entries(figures).filter(([, f]) => !f.met);
if (floors) for (const [name, f] of missed) problems.push(`floor ${name}: ${f.value} < ${f.floor}${f.detail ? ` (${f.detail})` : ''}`);
for (const p of problems) console.error(`✗ ${p}`);
if (!floors && missed.length) console.error(`! ${missed.length} depth figures below their floors: ${missed.map(([n]) => n).join(', ')} (run with --floors to enforce)`);
const priced = products.filter(hasDatedPublicPrice).length;
console.log(
  JSON.stringify({
    products: products.length,
    perCategory: countByCategory(products),
    datedPublicPriceShare: products.length ? Math.round((priced / products.length) * 1000) / 1000 : 0,
    floors: Object.fromEntries(Object.entries(figures).map(([k, f]) => [k, { value: f.value, floor: f.floor, met: f.met }])),
    problems: problems.length,
  }),
);
process.exit(problems.length ? 1 : 0);
