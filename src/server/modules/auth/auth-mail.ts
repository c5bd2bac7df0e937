// The four emails of the auth server: confirm sign-up, magic link / code, password recovery,
// email change. Each has GoTrue's link (/auth/v1/verify?token=…&type=…&redirect_to=…) and the
// 6-digit code, and each respects the per-IP hourly limit and the per-user minimum interval.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { authUsers, type AuthUserRow } from '../../db/tables/auth.js';
import { authErrors } from './auth-error.js';
import { externalAuthUrl, type AuthRuntime } from './auth-runtime.js';
import { issueOneTimeToken, type TokenKind } from './one-time-tokens.js';

const LINK_TYPE: Record<TokenKind, string> = {
  confirmation: 'signup',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change_new: 'email_change',
};

const SENT_AT: Record<TokenKind, 'confirmationSentAt' | 'magicLinkSentAt' | 'recoverySentAt' | 'emailChangeSentAt'> = {
  confirmation: 'confirmationSentAt',
  magiclink: 'magicLinkSentAt',
  recovery: 'recoverySentAt',
  email_change_new: 'emailChangeSentAt',
};

function content(kind: TokenKind, appName: string, link: string, otp: string) {
  const texts: Record<TokenKind, { subject: string; intro: string; action: string }> = {
    confirmation: {
      subject: `Confirm your ${appName} account`,
      intro: `Welcome to ${appName}! Confirm your email address to finish creating your account.`,
      action: 'Confirm my email',
    },
    magiclink: { subject: `Your ${appName} sign-in link`, intro: `Use this link to sign in to ${appName}.`, action: 'Sign in' },
    recovery: {
      subject: `Reset your ${appName} password`,
      intro: `Someone (hopefully you) asked to reset the password of your ${appName} account.`,
      action: 'Choose a new password',
    },
    email_change_new: {
      subject: `Confirm your new ${appName} email address`,
      intro: `Confirm this address to make it the email of your ${appName} account.`,
      action: 'Confirm my new email',
    },
  };
  const t = texts[kind];
  const text = `${t.intro}\n\n${t.action}: ${link}\n\nOr enter this code: ${otp}\n\nIf you did not ask for this, you can ignore this email.\n`;
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>${esc(t.intro)}</p>
<p><a href="${esc(link)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${esc(t.action)}</a></p>
<p>Or enter this code: <strong style="font-size:18px;letter-spacing:2px">${otp}</strong></p>
<p style="color:#475569;font-size:13px">If you did not ask for this, you can ignore this email.</p>
</body></html>`;
  return { subject: t.subject, text, html };
}

/** Seconds the user must still wait before another email of this kind (0 when allowed). */
export function emailWaitSeconds(rt: AuthRuntime, user: AuthUserRow, kind: TokenKind): number {
  const last = user[SENT_AT[kind]];
  if (!last) return 0;
  const wait = rt.config.emailMaxFrequency * 1000 - (Date.now() - last.getTime());
  return wait > 0 ? Math.ceil(wait / 1000) : 0;
}

export async function sendAuthEmail(
  rt: AuthRuntime,
  request: FastifyRequest,
  input: { user: AuthUserRow; kind: TokenKind; to: string; redirectTo: string; flowStateId?: string | null; skipFrequencyCheck?: boolean },
): Promise<void> {
  if (!input.skipFrequencyCheck) {
    const wait = emailWaitSeconds(rt, input.user, input.kind);
    if (wait > 0) throw authErrors.overEmailSendRateLimit(wait);
  }
  if (!(await rt.limiter.take('emailSent', request.ip))) throw authErrors.overEmailSendRateLimit();
  const { otp, linkToken } = await issueOneTimeToken(rt.db, {
    userId: input.user.id,
    kind: input.kind,
    email: input.to,
    ttlSeconds: rt.config.otpExpiry,
    flowStateId: input.flowStateId,
  });
  const link = `${externalAuthUrl(rt, request)}/verify?token=${linkToken}&type=${LINK_TYPE[input.kind]}&redirect_to=${encodeURIComponent(input.redirectTo)}`;
  try {
    await rt.mailer.send({ to: input.to, ...content(input.kind, rt.config.appName, link, otp), link });
  } catch (err) {
    request.log.error({ err, kind: input.kind }, 'sending an auth email failed');
    throw authErrors.unexpected(`Error sending ${LINK_TYPE[input.kind] === 'signup' ? 'confirmation' : LINK_TYPE[input.kind]} email`);
  }
  await rt.db.update(authUsers).set({ [SENT_AT[input.kind]]: new Date() }).where(eq(authUsers.id, input.user.id));
}
