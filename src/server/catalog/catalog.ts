// The product catalog the engine scores, loaded once per process from catalog/products.
import type { Product } from '../../shared/catalog/product-schema.js';
import { catalogDir } from '../paths.js';
import { readCatalog } from './load-catalog.js';
import { indexProducts } from './product-index.js';

let cached: Product[] | undefined;

export class CatalogError extends Error {}

export function loadCatalog(dir = catalogDir): Product[] {
  if (cached && dir === catalogDir) return cached;
  const { products, errors } = readCatalog(dir);
  if (errors.length) {
    const lines = errors.flatMap((e) => e.problems.slice(0, 3).map((p) => `  - ${e.file}: ${p}`));
    throw new CatalogError(`The product catalog is invalid (npm run catalog:check):\n${lines.join('\n')}`);
  }
  indexProducts(products);
  if (dir === catalogDir) cached = products;
  return products;
}
