// JSON bodies: an empty body with a JSON content type is "no body" (the spec's
// POST /api/projects/{id}/complete sends an empty body), invalid JSON is a 400 with a message,
// and "__proto__" keys are dropped so a body can never reach an object's prototype. No body
// nests deeper than MAX_JSON_DEPTH: the NUL guard (reject-nul.ts) then sees every string.
import type { FastifyInstance } from 'fastify';

export const MAX_JSON_DEPTH = 32;

const badBody = (message: string) => Object.assign(new SyntaxError(message), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });

/** Deepest nesting of arrays and objects in JSON text, brackets inside strings not counted. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // a backslash: skip the character it escapes
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) max = Math.max(max, ++depth);
    else if (c === 125 || c === 93) depth--;
  }
  return max;
}

/** Parses a JSON request body (non-empty text); throws a 400 error for bad JSON or deep nesting. */
export function parseJsonBody(text: string): unknown {
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw badBody(`Request body nests deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    return JSON.parse(text, (key, value: unknown) => (key === '__proto__' || key === 'constructor' ? undefined : value));
  } catch {
    throw badBody('Request body is not valid JSON');
  }
}

export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, parseJsonBody(text));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
}
