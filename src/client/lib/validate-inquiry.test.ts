import { describe, expect, it } from 'vitest';
import { inquiryLimits } from '../../shared/inquiries.js';
import { validateInquiry } from './validate-inquiry';

const ok = { name: 'Dana', email: 'dana@example.com', message: '' };

describe('validateInquiry', () => {
  it('accepts a name and an email when the message is optional', () => {
    expect(validateInquiry(ok, { requireMessage: false })).toEqual({});
  });

  it('names every problem at once', () => {
    expect(
      validateInquiry({ name: ' ', email: 'dana@', message: '', topic: '' }, { requireMessage: true, requireTopic: true }),
    ).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      topic: 'Please choose a topic',
      message: 'Please write a message',
    });
    expect(validateInquiry({ ...ok, email: '' }, { requireMessage: false }).email).toBe('Please enter your email address');
  });

  it('applies the same length limits as the server', () => {
    expect(validateInquiry({ ...ok, message: 'x'.repeat(inquiryLimits.message + 1) }, { requireMessage: false }).message).toMatch(
      /under 4000/,
    );
    expect(validateInquiry({ ...ok, name: 'x'.repeat(inquiryLimits.name + 1) }, { requireMessage: false }).name).toMatch(
      /under 120/,
    );
  });
});
