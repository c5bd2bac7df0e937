// Outgoing email. Over SMTP when SMTP_URL is set; otherwise each message is written as JSON to
// DATA_DIR/outbox/ and its link is logged, so a local install without a mail server still
// lets people confirm their address. That log line is the one deliberate exception to "no
// token in any log line": it exists only while no SMTP server is configured.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '../env.js';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one action link of the message (logged in outbox mode only). */
  link?: string;
};

export type Mailer = {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
};

type MailLog = { info(obj: object, msg: string): void };

export type OutboxEntry = MailMessage & { from: string; createdAt: string };

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

export function createMailer(
  env: Pick<Env, 'SMTP_URL' | 'SMTP_FROM' | 'DATA_DIR' | 'APP_NAME'>,
  log: MailLog = { info: (obj, msg) => console.log(msg, obj) },
): Mailer {
  const from = env.SMTP_FROM ?? `${env.APP_NAME} <no-reply@localhost>`;
  if (env.SMTP_URL) {
    // Nodemailer waits up to 2 minutes for an unreachable server by default, holding the
    // sign-up request that long. Query parameters in SMTP_URL (?connectionTimeout=…) still win.
    const transport = nodemailer.createTransport({ url: env.SMTP_URL, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      },
    };
  }
  const dir = outboxDir(env.DATA_DIR);
  return {
    kind: 'outbox',
    async send(message) {
      mkdirSync(dir, { recursive: true });
      const createdAt = new Date().toISOString();
      const file = path.join(dir, `${createdAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`);
      const entry: OutboxEntry = { ...message, from, createdAt };
      writeFileSync(file, `${JSON.stringify(entry, null, 2)}\n`, { mode: 0o600 });
      log.info({ to: message.to, file, link: message.link }, `Email "${message.subject}" written to the outbox (SMTP_URL is not set)`);
    },
  };
}
