import { describe, expect, it } from 'vitest';
import { serializeError } from './logging.js';

describe('serializeError', () => {
  it('keeps the SQL of a failed query but none of its parameters, in the error or its cause', () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g';
    const driver = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021', parameters: ['jo@example.com', hash] });
    const err = Object.assign(new Error(`Failed query: insert into "auth_users" ("email", "encrypted_password") values ($1, $2)\nparams: jo@example.com,${hash}`), {
      params: ['jo@example.com', hash],
      cause: driver,
    });
    const out = JSON.stringify(serializeError(err));
    expect(out).toContain('insert into \\"auth_users\\"');
    expect(out).toContain('params: [redacted]');
    expect(out).toContain('22021');
    expect(out).not.toContain('jo@example.com');
    expect(out).not.toContain('argon2');
  });
});
