// `npm run inquiries`: the operator lists what came in, replies (through the mailer: here the
// outbox) or closes without an email; answered ones leave the open list.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInquiries } from '../../../../scripts/inquiries.js';
import { openDatabase } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { loadEnv } from '../../env.js';
import { outboxDir, type OutboxEntry } from '../../mail/mailer.js';
import { storeConsultationRequest, storeContactMessage } from './consultations.service.js';

describe('npm run inquiries', () => {
  it('lists open requests and messages, replies by email, closes, and refuses bad input', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'stackwise-inquiries-'));
    try {
      const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir });
      const database = await openDatabase({ dataDir });
      await migrate(database.sql);
      const consultation = await storeConsultationRequest(database.db, { name: 'Dana Fischer', email: 'dana@example.com', company: 'Fischer GmbH', preferredTimes: 'Tuesdays', message: 'Help us roll out HR.' });
      const contact = await storeContactMessage(database.db, { name: 'Sam Lee', email: 'sam@example.com', topic: 'privacy', message: 'Please export my data.' });
      await database.close();

      const lines: string[] = [];
      const out = (l: string) => lines.push(l);
      expect(await runInquiries([], env, out)).toBe(0);
      const listing = lines.join('\n');
      expect(listing).toMatch(new RegExp(`consultation #${consultation} \\[open\\] .* Dana Fischer <dana@example.com> \\(company: Fischer GmbH; times: Tuesdays\\)`));
      expect(listing).toMatch(new RegExp(`contact #${contact} \\[open\\] .* Sam Lee <sam@example.com> \\(topic: privacy\\)`));
      expect(listing).toContain('Help us roll out HR.');

      expect(await runInquiries(['reply', 'consultation', String(consultation), 'Tuesday', '10:00', 'works', 'for', 'us.'], env, out)).toBe(0);
      expect(lines.at(-1)).toBe(`Replied to consultation #${consultation} (written to the outbox).`);
      const [file] = readdirSync(outboxDir(dataDir));
      const mail = JSON.parse(readFileSync(path.join(outboxDir(dataDir), file!), 'utf8')) as OutboxEntry;
      expect(mail.to).toBe('dana@example.com');
      expect(mail.subject).toBe(`Re: your consultation request to ${env.APP_NAME} (#${consultation})`);
      expect(mail.text).toContain('Tuesday 10:00 works for us.');
      expect(mail.text).toContain('> Help us roll out HR.');

      expect(await runInquiries(['reply', 'consultation', String(consultation), 'again'], env, out)).toBe(1);
      expect(await runInquiries(['close', 'contact', String(contact), 'Export', 'sent', 'from', 'the', 'account', 'page'], env, out)).toBe(0);
      expect(await runInquiries(['close', 'contact', '999999', 'x'], env, out)).toBe(1);
      expect(await runInquiries(['reply', 'letters', '1', 'x'], env, out)).toBe(2);
      expect(await runInquiries(['reply', 'contact', String(contact)], env, out)).toBe(2);
      expect(readdirSync(outboxDir(dataDir))).toHaveLength(1); // closing sends nothing

      const open: string[] = [];
      await runInquiries([], env, (l) => open.push(l));
      expect(open).toEqual(['No open requests or messages.']);
      const all: string[] = [];
      await runInquiries(['--all'], env, (l) => all.push(l));
      expect(all.join('\n')).toMatch(/answer: Tuesday 10:00 works for us\./);
      expect(all.join('\n')).toMatch(/answer: \(closed without an email\) Export sent from the account page/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
