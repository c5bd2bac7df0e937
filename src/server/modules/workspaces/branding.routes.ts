// PUT /api/workspace/branding (owners), PUT and DELETE /api/workspace/branding/logo (owners,
// the raw PNG or SVG as the body), and the public GET /api/logos/:key that serves a logo to the
// shared page and the PDF.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { brandingInputSchema, logoTypes, workspaceLimits } from '../../../shared/workspaces.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import { findLogo, removeLogo, setLogo, updateBranding } from './branding.service.js';
import { logoTypeOf, unsupportedLogoType, validateLogo } from './logo-validation.js';
import { requireOwner } from './require-workspace.js';
import { currentWorkspace } from './workspaces.service.js';

/**
 * A logo is a document of its own: it may not sniff into another type, run anything (sandbox),
 * load anything (default-src 'none'), and is cached for good because its key changes per upload.
 */
export function sendLogo(reply: FastifyReply, logo: { bytes: Buffer; type: string }) {
  return reply
    .type(logo.type)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('content-disposition', 'inline')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(logo.bytes);
}

export function registerBrandingRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;

  app.put('/api/workspace/branding', async (request) => {
    const caller = await requireOwner(request, db, 'change the branding');
    await updateBranding(db, caller.workspaceId, parseInput(brandingInputSchema, request.body, 'body'));
    return currentWorkspace(db, caller);
  });

  app.register(async (scope) => {
    // The owner check runs before the body is read: nobody else gets to send us 256 KB.
    scope.addHook('onRequest', async (request) => {
      await requireOwner(request, db, 'change the logo');
    });
    // Read a little past the limit so an oversized logo gets our message, not a generic one.
    // Every other type reaches the route too, to be told which types we take (415).
    const raw = { parseAs: 'buffer', bodyLimit: workspaceLimits.logoMaxBytes * 4 } as const;
    for (const type of [...logoTypes, '*']) scope.addContentTypeParser(type, raw, (_request, body, done) => done(null, body));

    scope.put('/api/workspace/branding/logo', async (request) => {
      const type = logoTypeOf(request.headers['content-type']);
      if (!type || !Buffer.isBuffer(request.body)) throw unsupportedLogoType();
      validateLogo(request.body, type);
      const caller = await requireOwner(request, db, 'change the logo');
      await setLogo(db, caller.workspaceId, request.body, type);
      return currentWorkspace(db, caller);
    });

    scope.delete('/api/workspace/branding/logo', async (request) => {
      const caller = await requireOwner(request, db, 'change the logo');
      await removeLogo(db, caller.workspaceId);
      return currentWorkspace(db, caller);
    });
  });

  app.get('/api/logos/:key', async (request, reply) => {
    const { key } = request.params as { key: string };
    const logo = await findLogo(db, key);
    if (!logo) throw notFound('This logo does not exist (it may have been replaced).', 'logo_not_found');
    return sendLogo(reply, logo);
  });
}
