import { describe, expect, it } from 'vitest';
import { expiryDays } from './share-expiry';

describe('expiryDays', () => {
  it('takes a preset as it is', () => {
    expect(expiryDays({ preset: 30, customDays: '' })).toEqual({ days: 30 });
  });
  it('takes a whole number of days from 1 to 90', () => {
    expect(expiryDays({ preset: 'custom', customDays: ' 14 ' })).toEqual({ days: 14 });
    expect(expiryDays({ preset: 'custom', customDays: '1' })).toEqual({ days: 1 });
    expect(expiryDays({ preset: 'custom', customDays: '90' })).toEqual({ days: 90 });
  });
  it('says what is wrong otherwise', () => {
    expect(expiryDays({ preset: 'custom', customDays: '' })).toEqual({ error: 'Enter a number of days from 1 to 90' });
    expect(expiryDays({ preset: 'custom', customDays: 'soon' })).toEqual({ error: 'Enter a number of days from 1 to 90' });
    expect(expiryDays({ preset: 'custom', customDays: '91' })).toEqual({ error: 'A link stays valid for at most 90 days' });
    expect(expiryDays({ preset: 'custom', customDays: '0' })).toEqual({ error: 'A link stays valid for at least 1 day' });
    expect(expiryDays({ preset: 'custom', customDays: '2.5' })).toEqual({ error: 'Days must be a whole number' });
  });
});
