// Keeps an unfinished wizard in sessionStorage (per tab, per user), so a detour — to buy credits,
// or a reload — does not throw away what was typed. Cleared once the project is created.
import { emptyWizardValues, WIZARD_STEPS, type WizardValues } from './wizard-form';

export type WizardDraft = { step: number; values: WizardValues };

const keyFor = (userId: string) => `stackwise:project-wizard:${userId}`;
const isString = (v: unknown): v is string => typeof v === 'string';

export function loadDraft(userId: string): WizardDraft | null {
  try {
    const raw = sessionStorage.getItem(keyFor(userId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { step?: unknown; values?: Record<string, unknown> };
    const v = parsed.values ?? {};
    const values: WizardValues = { ...emptyWizardValues };
    for (const key of ['clientId', 'name', 'country', 'industry', 'employeeCount', 'softwareCategory', 'businessNeeds'] as const) {
      if (isString(v[key])) values[key] = v[key];
    }
    if (Array.isArray(v.affectedTeams)) values.affectedTeams = v.affectedTeams.filter(isString);
    const step = typeof parsed.step === 'number' && parsed.step >= 1 && parsed.step <= WIZARD_STEPS ? Math.floor(parsed.step) : 1;
    return { step, values };
  } catch {
    return null;
  }
}

export function saveDraft(userId: string, draft: WizardDraft): void {
  try {
    sessionStorage.setItem(keyFor(userId), JSON.stringify(draft));
  } catch {
    // storage full or disabled: the draft simply isn't kept
  }
}

export function clearDraft(userId: string): void {
  try {
    sessionStorage.removeItem(keyFor(userId));
  } catch {
    // nothing to clear
  }
}
