// npm run catalog:check [-- --partial]
// Validates every product file and the whole-catalog rules; the last line printed is a JSON
// summary: products per category and the share of products with a dated public price.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countByCategory, findCatalogProblems, hasDatedPublicPrice } from '../src/shared/catalog/catalog-rules.js';
import { readCatalog } from '../src/server/catalog/load-catalog.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const partial = process.argv.includes('--partial');
const { products, errors } = readCatalog(path.join(root, 'catalog/products'));
const today = new Date().toISOString().slice(0, 10);
const problems = [
  ...errors.flatMap((e) => e.problems.map((p) => `${e.file}: ${p}`)),
  ...findCatalogProblems(products, today, { partial }),
];
for (const p of problems) console.error(`✗ ${p}`);
const priced = products.filter(hasDatedPublicPrice).length;
console.log(
  JSON.stringify({
    products: products.length,
    perCategory: countByCategory(products),
    datedPublicPriceShare: products.length ? Math.round((priced / products.length) * 1000) / 1000 : 0,
    problems: problems.length,
  }),
);
process.exit(problems.length ? 1 : 0);
