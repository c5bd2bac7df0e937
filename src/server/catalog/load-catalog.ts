// Reads and validates catalog/products/*.json. The catalog is data in the repository,
// loaded once at start; an invalid file stops the process with the file and field named.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { productSchema, type Product } from '../../shared/catalog/product-schema.js';
import { featureLabels } from '../../shared/catalog/vocabulary.js';

export type CatalogFileError = { file: string; problems: string[] };

export function readCatalog(dir: string): { products: Product[]; errors: CatalogFileError[] } {
  const products: Product[] = [];
  const errors: CatalogFileError[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    } catch (err) {
      errors.push({ file, problems: [`invalid JSON: ${(err as Error).message}`] });
      continue;
    }
    const parsed = productSchema.safeParse(raw);
    if (!parsed.success) {
      errors.push({ file, problems: parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`) });
      continue;
    }
    if (`${parsed.data.id}.json` !== file) errors.push({ file, problems: [`id "${parsed.data.id}" does not match the file name`] });
    products.push(parsed.data);
  }
  resolveSuites(products, errors);
  return { products, errors };
}

/** A suite offers what its parts offer: their features join its own (those valid for its categories). */
function resolveSuites(products: Product[], errors: CatalogFileError[]): void {
  const byId = new Map(products.map((p) => [p.id, p]));
  for (const suite of products) {
    if (!suite.includes?.length) continue;
    const allowed = featureLabels(suite.categories);
    for (const id of suite.includes) {
      const part = byId.get(id);
      if (!part || part === suite) {
        errors.push({ file: `${suite.id}.json`, problems: [`includes: no product "${id}" in the catalog`] });
        continue;
      }
      for (const f of part.features) if (f in allowed && !suite.features.includes(f)) suite.features.push(f);
    }
  }
}
