import { describe, expect, it } from 'vitest';
import { clientIdOf, emptyWizardValues, parseWizard, validateStep, withClient, type WizardValues } from './wizard-form';

const complete: WizardValues = {
  clientId: '',
  name: 'New CRM',
  country: 'US',
  industry: 'retail',
  employeeCount: '11-50',
  softwareCategory: 'crm',
  affectedTeams: ['Sales', 'Marketing'],
  businessNeeds: 'Track leads and follow-ups.',
};

describe('validateStep (spec section 5)', () => {
  it('names every missing field of step 1 and nothing of step 2', () => {
    expect(validateStep(1, emptyWizardValues)).toEqual({
      name: 'Project name is required',
      country: 'Country is required',
      industry: 'Industry is required',
      employeeCount: 'Number of employees is required',
    });
  });

  it('names every missing field of step 2', () => {
    expect(Object.keys(validateStep(2, emptyWizardValues)).sort()).toEqual(['affectedTeams', 'businessNeeds', 'softwareCategory']);
    expect(validateStep(2, emptyWizardValues).affectedTeams).toBe('Select at least one team');
  });

  it('passes complete steps, and treats whitespace as empty', () => {
    expect(validateStep(1, complete)).toEqual({});
    expect(validateStep(2, complete)).toEqual({});
    expect(validateStep(1, { ...complete, name: '   ' })).toEqual({ name: 'Project name is required' });
  });

  it('rejects values outside the option lists and over-long text', () => {
    expect(validateStep(1, { ...complete, country: 'XX' })).toHaveProperty('country');
    expect(validateStep(1, { ...complete, name: 'x'.repeat(121) }).name).toMatch(/at most 120/);
    expect(validateStep(2, { ...complete, businessNeeds: 'x'.repeat(5001) }).businessNeeds).toMatch(/at most 5000/);
  });
});

describe('parseWizard', () => {
  it('returns the trimmed API input when everything is filled', () => {
    const parsed = parseWizard({ ...complete, name: '  New CRM  ' });
    const { clientId: _none, ...fields } = complete;
    expect(parsed).toEqual({ ok: true, input: { ...fields, name: 'New CRM' } });
  });

  it('fills country, industry and size from the chosen client, and sends its id', () => {
    const client = { id: 7, country: 'DE', industry: 'healthcare', employeeCount: '51-200' } as const;
    const chosen = withClient({ ...emptyWizardValues, name: 'Phones', country: 'US' }, client);
    expect(chosen).toMatchObject({ clientId: '7', name: 'Phones', country: 'DE', industry: 'healthcare', employeeCount: '51-200' });
    expect(clientIdOf(chosen)).toBe(7);
    // Back to no client: the fields stay as they are, the id goes.
    const none = withClient(chosen, null);
    expect(none).toMatchObject({ clientId: '', country: 'DE' });
    expect(clientIdOf(none)).toBeNull();
    expect(clientIdOf({ ...none, clientId: 'abc' })).toBeNull();
  });

  it('points at the first incomplete step', () => {
    expect(parseWizard({ ...complete, industry: '' })).toMatchObject({ ok: false, step: 1, errors: { industry: 'Industry is required' } });
    expect(parseWizard({ ...complete, affectedTeams: [] })).toMatchObject({ ok: false, step: 2 });
  });
});
