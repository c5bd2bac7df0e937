// The one way our API routes learn who is calling: `const user = await requireUser(request)`.
// Verifies the bearer JWT locally (see token-verifier.ts); otherwise 401 JSON {message, code}.
// The caller is also kept on the request, for hooks that act after a user's change.
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.js';
import type { AuthenticatedUser } from './authenticated-user.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser (app.ts declares it, null until then). */
    authUser: AuthenticatedUser | null;
  }
}

export async function requireUser(request: FastifyRequest): Promise<AuthenticatedUser> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match) throw new HttpError(401, 'Please sign in to continue.', 'no_authorization');
  const user = await request.server.authVerifier.verifyAccessToken(match[1]!);
  request.authUser = user;
  return user;
}
