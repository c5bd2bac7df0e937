// The emails of the auth server: confirm sign-up, magic link / code, password recovery, email
// change, each with GoTrue's link (/auth/v1/verify?token=…&type=…&redirect_to=…) and the 6-digit
// code; and reauthentication, a code only. Each respects the per-IP hourly limit and the per-user
// minimum interval.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { authUsers, type AuthUserRow } from '../../db/tables/auth.js';
import { authErrors } from './auth-error.js';
import { externalAuthUrl, type AuthRuntime } from './auth-runtime.js';
import { issueOneTimeToken, type TokenKind } from './one-time-tokens.js';

const LINK_TYPE: Record<TokenKind, string | null> = {
  confirmation: 'signup',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change_new: 'email_change',
  reauthentication: null,
};

const SENT_AT: Record<TokenKind, 'confirmationSentAt' | 'magicLinkSentAt' | 'recoverySentAt' | 'emailChangeSentAt' | 'reauthenticationSentAt'> = {
  confirmation: 'confirmationSentAt',
  magiclink: 'magicLinkSentAt',
  recovery: 'recoverySentAt',
  email_change_new: 'emailChangeSentAt',
  reauthentication: 'reauthenticationSentAt',
};

function reauthenticationContent(appName: string, otp: string) {
  const subject = `Your ${appName} verification code`;
  const intro = `Someone (hopefully you) is changing the password of your ${appName} account. Enter this code to confirm it is you:`;
  const text = `${intro} ${otp}\n\nIf you did not ask for this, change your password now.\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>${intro.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>
<p><strong style="font-size:18px;letter-spacing:2px">${otp}</strong></p>
<p style="color:#475569;font-size:13px">If you did not ask for this, change your password now.</p>
</body></html>`;
  return { subject, text, html };
}

function content(kind: Exclude<TokenKind, 'reauthentication'> | 'invite', appName: string, link: string, otp: string) {
  const texts: Record<Exclude<TokenKind, 'reauthentication'> | 'invite', { subject: string; intro: string; action: string }> = {
    invite: {
      subject: `You have been invited to ${appName}`,
      intro: `You have been invited to create an account on ${appName}. Accept the invitation to choose your password.`,
      action: 'Accept the invitation',
    },
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
  input: {
    user: AuthUserRow;
    kind: TokenKind;
    to: string;
    redirectTo: string;
    flowStateId?: string | null;
    skipFrequencyCheck?: boolean;
    /** The caller already applied the per-address interval and the per-IP limit (to every address, known or not). */
    limitsApplied?: boolean;
    /** Answer without waiting for the mail server: the reply then takes as long whether or not the address has an account. */
    background?: boolean;
    /** An invitation (POST /invite): its own wording, and a link of type invite that lands ready to set a password. */
    invite?: boolean;
  },
): Promise<void> {
  if (!input.skipFrequencyCheck && !input.limitsApplied) {
    const wait = emailWaitSeconds(rt, input.user, input.kind);
    if (wait > 0) throw authErrors.overEmailSendRateLimit(wait);
  }
  if (!input.limitsApplied && !(await rt.limiter.take('emailSent', request.ip))) throw authErrors.overEmailSendRateLimit();
  const { otp, linkToken } = await issueOneTimeToken(rt.db, {
    userId: input.user.id,
    kind: input.kind,
    email: input.to,
    ttlSeconds: rt.config.otpExpiry,
    flowStateId: input.flowStateId,
  });
  const type = input.invite ? 'invite' : LINK_TYPE[input.kind];
  const link = type && `${externalAuthUrl(rt, request)}/verify?token=${linkToken}&type=${type}&redirect_to=${encodeURIComponent(input.redirectTo)}`;
  const message =
    input.kind === 'reauthentication' || !link
      ? reauthenticationContent(rt.config.appName, otp)
      : content(input.invite ? 'invite' : input.kind, rt.config.appName, link, otp);
  const deliver = async () => {
    await rt.mailer.send({ to: input.to, ...message, ...(link ? { link } : {}) });
    await rt.db.update(authUsers).set({ [SENT_AT[input.kind]]: new Date() }).where(eq(authUsers.id, input.user.id));
  };
  if (input.background) {
    deliver().catch((err: unknown) => request.log.error({ err, kind: input.kind }, 'sending an auth email failed'));
    return;
  }
  try {
    await deliver();
  } catch (err) {
    request.log.error({ err, kind: input.kind }, 'sending an auth email failed');
    throw authErrors.unexpected(`Error sending ${type === 'signup' ? 'confirmation' : (type ?? 'reauthentication')} email`);
  }
}
