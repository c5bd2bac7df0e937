// npm run inquiries                                     lists open consultation requests and contact messages
// npm run inquiries -- --all                            lists every one, with the answers given
// npm run inquiries -- reply <consultation|contact> <id> <text>   emails the reply and marks it answered
// npm run inquiries -- close <consultation|contact> <id> <note>   marks it handled without an email
// Replies go out through the configured mailer: SMTP_URL, else the outbox in DATA_DIR/outbox.
// Uses the configured database (DATABASE_URL, else the embedded one in DATA_DIR; the embedded
// database is opened by one process at a time, so stop the server first in that case).
import { openDatabase } from '../src/server/db/client.js';
import { migrate } from '../src/server/db/migrate.js';
import { loadEnv } from '../src/server/env.js';
import { createMailer } from '../src/server/mail/mailer.js';
import { answerInquiry, inquiryKinds, listInquiries, type InquiryKind } from '../src/server/modules/consultations/inquiry-answers.js';

const usage = 'Usage: npm run inquiries -- [--all] | reply <consultation|contact> <id> <text> | close <consultation|contact> <id> <note>';

export async function runInquiries(args: string[], env = loadEnv(), out: (line: string) => void = console.log): Promise<number> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrate(database.sql);
    const [command] = args;
    if (command === 'reply' || command === 'close') {
      const kind = args[1] as InquiryKind;
      const id = Number(args[2]);
      const text = args.slice(3).join(' ').trim();
      if (!inquiryKinds.includes(kind) || !Number.isInteger(id) || id <= 0 || !text) {
        out(usage);
        return 2;
      }
      const mailer = command === 'reply' ? createMailer(env, { info: (_obj, msg) => out(msg) }) : undefined;
      const outcome = await answerInquiry(database.db, { kind, id, text, reply: command === 'reply', mailer, appName: env.APP_NAME });
      if (outcome === 'not_found') out(`No ${kind} #${id}.`);
      else if (outcome === 'already_answered') out(`${kind} #${id} was already answered.`);
      else out(command === 'reply' ? `Replied to ${kind} #${id} (${mailer!.kind === 'smtp' ? 'sent by SMTP' : 'written to the outbox'}).` : `Closed ${kind} #${id}.`);
      return outcome === 'answered' ? 0 : 1;
    }
    if (command && command !== '--all') {
      out(usage);
      return 2;
    }
    const all = command === '--all';
    const rows = await listInquiries(database.db, { all });
    if (rows.length === 0) out(all ? 'No requests or messages.' : 'No open requests or messages.');
    for (const r of rows) {
      const state = r.answeredAt ? `answered ${r.answeredAt.toISOString().slice(0, 10)}` : 'open';
      out(`${r.kind} #${r.id} [${state}] ${r.createdAt.toISOString().slice(0, 16).replace('T', ' ')} ${r.name} <${r.email}>${r.details.length ? ` (${r.details.join('; ')})` : ''} · operator email: ${r.emailStatus}`);
      if (r.message) out(`    ${r.message.replace(/\n/g, '\n    ')}`);
      if (r.answer) out(`    answer: ${r.answer}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await runInquiries(process.argv.slice(2)));
