// The password policy as a live checklist under a new-password field, so the rules are known
// before a sign-up fails rather than after (the server still enforces them).
import { Check, Circle } from 'lucide-react';
import { publicConfig } from '../../lib/public-config';

type Rule = { label: string; met: boolean };

/** "abc…z" → "a lowercase letter"; other groups are named by their first characters. */
function groupLabel(group: string): string {
  if (/^[a-z]+$/.test(group)) return 'A lowercase letter';
  if (/^[A-Z]+$/.test(group)) return 'An uppercase letter';
  if (/^[0-9]+$/.test(group)) return 'A digit';
  return `One of ${group.length > 12 ? `${group.slice(0, 12)}…` : group}`;
}

export function passwordRules(password: string, policy = publicConfig): Rule[] {
  const chars = [...password];
  return [
    { label: `At least ${policy.passwordMinLength} characters`, met: chars.length >= policy.passwordMinLength },
    ...policy.passwordRequiredCharacters.map((group) => ({ label: groupLabel(group), met: chars.some((c) => group.includes(c)) })),
  ];
}

export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const rules = passwordRules(password);
  return (
    <ul id={id} className="space-y-1 text-sm" aria-label="Password requirements">
      {rules.map((r) => (
        <li key={r.label} className={r.met ? 'flex items-center gap-2 text-success-700' : 'flex items-center gap-2 text-ink-muted'}>
          {r.met ? <Check className="h-3.5 w-3.5" aria-hidden="true" /> : <Circle className="h-3.5 w-3.5" aria-hidden="true" />}
          <span>
            {r.label}
            <span className="sr-only">{r.met ? ' (met)' : ' (not yet)'}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
