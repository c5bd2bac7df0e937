import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.js';
import { outboxDir } from '../../mail/mailer.js';
import { SUBMISSIONS_PER_HOUR } from './consultations.routes.js';

/** A real SMTP server on a free local port that keeps what it receives. */
async function startSmtp() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The header block of a raw message, with folded lines joined. */
const headersOf = (raw: string) => raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');

let ipCounter = 0;
/** Each test posts from its own address, so the per-IP limit only bites where a test wants it. */
const freshIp = () => `10.0.0.${++ipCounter}`;

const validRequest = {
  name: 'Dana Fischer',
  email: 'dana@example.com',
  company: 'Fischer Logistik GmbH',
  preferredTimes: 'Tuesday or Thursday mornings (CET)',
  message: 'We picked an HR system and need help rolling it out to 40 people.',
};

async function emailStatus(t: TestApp, table: string, id: number): Promise<string> {
  const rows = await t.database.sql.query<{ email_status: string }>(`SELECT email_status FROM ${table} WHERE id = $1`, [id]);
  return rows[0]!.email_status;
}

describe('POST /api/consultations and /api/contact with SMTP configured', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      OPERATOR_EMAIL: 'ops@stackwise.test',
      SMTP_URL: smtp.url,
      SMTP_FROM: 'Stackwise <site@stackwise.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('stores a consultation request and emails it to the operator', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/consultations',
      payload: validRequest,
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ id: number; message: string }>();
    expect(body.id).toBeGreaterThan(0);
    expect(body.message).toBe(`Thank you! Your request is saved as #${body.id}. A person reads every request and replies to dana@example.com to agree a time for the call.`);

    const rows = await t.database.sql.query<Record<string, unknown>>('SELECT * FROM consultation_requests WHERE id = $1', [
      body.id,
    ]);
    expect(rows[0]).toMatchObject({
      name: 'Dana Fischer',
      email: 'dana@example.com',
      company: 'Fischer Logistik GmbH',
      preferred_times: 'Tuesday or Thursday mornings (CET)',
    });

    await vi.waitFor(async () => expect(await emailStatus(t, 'consultation_requests', body.id)).toBe('sent'), {
      timeout: 10_000,
    });
    const mail = smtp.received.find((m) => m.raw.includes('Dana Fischer'));
    expect(mail?.to).toEqual(['ops@stackwise.test']);
    expect(headersOf(mail!.raw)).toMatch(
      /^Subject: \[Stackwise\] Consultation request from Dana Fischer \(Fischer Logistik GmbH\)$/m,
    );
    expect(mail?.raw).toContain('dana@example.com');
    expect(mail?.raw).toContain('Tuesday or Thursday mornings');
  });

  it('escapes submitted text in the HTML email and keeps the subject on one line', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/consultations',
      payload: { name: 'Eve <script>x</script>', email: 'eve@example.com', company: 'Evil\r\nBcc: all@example.com' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: number }>();
    await vi.waitFor(async () => expect(await emailStatus(t, 'consultation_requests', id)).toBe('sent'), { timeout: 10_000 });
    const mail = smtp.received.find((m) => m.raw.includes('eve@example.com'))!;
    expect(mail.raw).toContain('&lt;script&gt;');
    expect(headersOf(mail.raw)).not.toMatch(/^Bcc:/m);
    expect(headersOf(mail.raw)).toMatch(/^Subject: .*Evil Bcc: all@example\.com\)$/m);
    expect(mail.to).toEqual(['ops@stackwise.test']);
  });

  it('stores a contact message with its topic and emails it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Sam Lee',
        email: 'sam@example.com',
        topic: 'privacy',
        message: 'Please export all data you hold about me.',
      },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: number }>();
    const rows = await t.database.sql.query<Record<string, unknown>>(
      'SELECT topic, message FROM contact_messages WHERE id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ topic: 'privacy', message: 'Please export all data you hold about me.' });
    await vi.waitFor(async () => expect(await emailStatus(t, 'contact_messages', id)).toBe('sent'), { timeout: 10_000 });
    expect(smtp.received.find((m) => m.raw.includes('sam@example.com'))?.raw).toMatch(/Privacy or data request/);
  });

  it('rejects bad input with a message naming the field, and stores nothing', async () => {
    const before = await t.database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM consultation_requests');
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...validRequest, email: 'not-an-email' }, /^email: Please enter a valid email address$/],
      [{ ...validRequest, name: '   ' }, /^name: Name is required$/],
      [{ email: 'a@example.com' }, /^name: Name is required$/],
      [{ ...validRequest, message: 'x'.repeat(4001) }, /^message: Message must be at most 4000 characters$/],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/consultations', payload, remoteAddress: freshIp() });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    const badTopic = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'A', email: 'a@example.com', topic: 'sales-pitch', message: 'Hi' },
      remoteAddress: freshIp(),
    });
    expect(badTopic.statusCode).toBe(400);
    expect(badTopic.json<{ message: string }>().message).toBe('topic: Please choose a topic');
    const after = await t.database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM consultation_requests');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const before = await t.database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM consultation_requests');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/consultations',
      payload: { ...validRequest, website: 'http://spam.example' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(201);
    const after = await t.database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM consultation_requests');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('limits submissions per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < SUBMISSIONS_PER_HOUR; i++) {
      const ok = await t.app.inject({ method: 'POST', url: '/api/consultations', payload: validRequest, remoteAddress: ip });
      expect(ok.statusCode).toBe(201);
    }
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...validRequest, topic: 'general' },
      remoteAddress: ip,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/consultations',
      payload: validRequest,
      remoteAddress: freshIp(),
    });
    expect(other.statusCode).toBe(201);
  });

  it('deletes requests older than the retention period when a new one arrives', async () => {
    const [old] = await t.database.sql.query<{ id: number }>(
      `INSERT INTO consultation_requests (name, email, created_at) VALUES ('Old', 'old@example.com', now() - interval '25 months') RETURNING id`,
    );
    const [recent] = await t.database.sql.query<{ id: number }>(
      `INSERT INTO consultation_requests (name, email, created_at) VALUES ('Recent', 'recent@example.com', now() - interval '23 months') RETURNING id`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/consultations',
      payload: validRequest,
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(201);
    const left = await t.database.sql.query<{ id: number }>('SELECT id FROM consultation_requests WHERE id = ANY($1)', [
      [old!.id, recent!.id],
    ]);
    expect(left.map((r) => Number(r.id))).toEqual([Number(recent!.id)]);
  });
});

describe('when mail cannot go out', () => {
  it('keeps the request and records that no operator address is configured', async () => {
    const t = await createTestApp({});
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/consultations',
        payload: validRequest,
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(201);
      const { id } = res.json<{ id: number }>();
      await vi.waitFor(async () => expect(await emailStatus(t, 'consultation_requests', id)).toBe('not_configured'), {
        timeout: 10_000,
      });
    } finally {
      await t.close();
    }
  });

  it('keeps the request and records the failure when the SMTP server is unreachable', async () => {
    const smtp = await startSmtp();
    const url = smtp.url;
    await smtp.close(); // nothing listens on that port any more
    const t = await createTestApp({ OPERATOR_EMAIL: 'ops@stackwise.test', SMTP_URL: url });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/consultations',
        payload: validRequest,
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(201);
      const { id } = res.json<{ id: number }>();
      await vi.waitFor(async () => expect(await emailStatus(t, 'consultation_requests', id)).toBe('failed'), { timeout: 20_000 });
    } finally {
      await t.close();
    }
  });

  it('writes the operator email to the outbox when no SMTP server is configured', async () => {
    const t = await createTestApp({ OPERATOR_EMAIL: 'ops@stackwise.test' });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/consultations',
        payload: validRequest,
        remoteAddress: freshIp(),
      });
      const { id } = res.json<{ id: number }>();
      await vi.waitFor(async () => expect(await emailStatus(t, 'consultation_requests', id)).toBe('sent'), { timeout: 10_000 });
      const dir = outboxDir(t.env.DATA_DIR);
      const entries = readdirSync(dir).map(
        (f) => JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as { to: string; subject: string },
      );
      expect(entries).toContainEqual(
        expect.objectContaining({ to: 'ops@stackwise.test', subject: expect.stringContaining('Dana Fischer') }),
      );
    } finally {
      await t.close();
    }
  });
});
