// Drizzle table definitions: one file per domain under db/tables/, gathered here for the
// typed query builder. The SQL that creates them is in db/migrations/ (hand-written, reviewed).
export * from './tables/app-meta.js';
export * from './tables/auth.js';
export * from './tables/users.js';
export * from './tables/projects.js';
export * from './tables/credits.js';
export * from './tables/payments.js';
export * from './tables/inquiries.js';
export * from './tables/catalog-reports.js';
export * from './tables/share-links.js';
export * from './tables/decisions.js';
export * from './tables/workspaces.js';
