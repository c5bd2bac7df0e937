import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Repository root, whether running from src/server (tsx) or dist/server/server (built). */
export const projectRoot = here.includes(`${path.sep}dist${path.sep}`)
  ? path.resolve(here.slice(0, here.lastIndexOf(`${path.sep}dist${path.sep}`)))
  : path.resolve(here, '../..');
export const clientDistDir = path.join(projectRoot, 'dist', 'client');
export const catalogDir = path.join(projectRoot, 'catalog', 'products');
