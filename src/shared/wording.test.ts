import { describe, expect, it } from 'vitest';
import { featuresByCategory, otherFamilies } from './catalog/vocabulary.js';
import { lowerFirst } from './wording.js';

describe('lowerFirst', () => {
  it('lowers the first letter of a plain label and keeps names and acronyms', () => {
    expect(lowerFirst('Time and attendance tracking')).toBe('time and attendance tracking');
    expect(lowerFirst('Built-in CRM')).toBe('built-in CRM');
    expect(lowerFirst('Learning platform (LMS)')).toBe('learning platform (LMS)');
    expect(lowerFirst('SCORM / xAPI content')).toBe('SCORM / xAPI content');
    expect(lowerFirst('A/B testing')).toBe('A/B testing');
    expect(lowerFirst('PSA: contracts and billing')).toBe('PSA: contracts and billing');
    expect(lowerFirst('Microsoft 365 / Google Workspace backup')).toBe('Microsoft 365 / Google Workspace backup');
    expect(lowerFirst('QuickBooks')).toBe('QuickBooks');
    expect(lowerFirst('Email, documents and meetings')).toBe('email, documents and meetings');
    expect(lowerFirst('A clean export')).toBe('a clean export');
  });

  it('never changes a vocabulary label past its first letter', () => {
    const labels = [...Object.values(featuresByCategory).flatMap((l) => Object.values(l)), ...Object.values(otherFamilies)];
    for (const l of labels) expect(lowerFirst(l).slice(1), l).toBe(l.slice(1));
  });
});
