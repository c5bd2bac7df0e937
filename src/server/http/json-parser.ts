// JSON bodies: an empty body with a JSON content type is "no body" (the spec's
// POST /api/projects/{id}/complete sends an empty body), invalid JSON is a 400 with a message,
// and "__proto__" keys are dropped so a body can never reach an object's prototype.
import type { FastifyInstance } from 'fastify';

export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text, (key, value: unknown) => (key === '__proto__' || key === 'constructor' ? undefined : value)));
    } catch {
      const err = Object.assign(new SyntaxError('Request body is not valid JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
      done(err, undefined);
    }
  });
}
