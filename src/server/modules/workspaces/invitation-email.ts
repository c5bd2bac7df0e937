// The email an invitee receives: who invited them, to which workspace, as what, and the link.
import type { WorkspaceRole } from '../../../shared/workspaces.js';
import type { MailMessage } from '../../mail/mailer.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function invitationEmail(opts: { to: string; appName: string; workspaceName: string; inviter: string | null; role: WorkspaceRole; url: string; days: number }): MailMessage {
  const who = opts.inviter ?? 'A colleague';
  const as = opts.role === 'owner' ? 'an owner' : 'a member';
  const subject = `${who} invited you to ${opts.workspaceName} on ${opts.appName}`;
  const intro = `${who} invited you to join ${opts.workspaceName} on ${opts.appName} as ${as}. You will see and work on the workspace's projects.`;
  const note = `The link works for ${opts.days} days, with an account for ${opts.to} (you can create one on the way). If you did not expect this, you can ignore this email.`;
  const text = `${intro}\n\nJoin ${opts.workspaceName}: ${opts.url}\n\n${note}\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>${esc(intro)}</p>
<p><a href="${esc(opts.url)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">Join ${esc(opts.workspaceName)}</a></p>
<p style="color:#475569;font-size:13px">${esc(note)}</p>
</body></html>`;
  return { to: opts.to, subject, text, html, link: opts.url };
}
