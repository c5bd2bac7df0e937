// The name of the meta tag that carries the runtime config into index.html. Kept apart from the
// zod schema in public-config.ts so the browser's main chunk can read it without bundling zod.
export const PUBLIC_CONFIG_META = 'stackwise-config';
