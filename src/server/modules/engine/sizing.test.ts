import { describe, expect, it } from 'vitest';
import { priceQuantity, quantityFor, volumeOf, volumeQuantity } from './sizing.js';

describe('a volume in words', () => {
  it('says one unit in the singular and more in the plural', () => {
    expect(volumeOf('users', 'crm', '11-50', { users: 1 }).basis).toBe('1 user (your answer)');
    expect(volumeOf('users', 'crm', '11-50', { users: 3 }).basis).toBe('3 users (your answer)');
    expect(volumeOf('sends', 'marketing', '1-10', { sends: 1 }).basis).toBe('1 email sent per month (your answer)');
    expect(volumeOf('employees', 'hr', '1-10', { employees: 1_200 }).basis).toBe('1,200 employees (your answer)');
  });

  it('estimates from the headcount the buyer wrote, and says whose it is', () => {
    expect(volumeOf('users', 'other', '11-50', { headcount: 30 })).toEqual({ quantity: 30, basis: '30 users (our estimate: about 100% of your 30 employees)', answered: false });
    expect(volumeOf('users', 'crm', '11-50', { headcount: 40 }).quantity).toBe(12);
    expect(volumeOf('employees', 'hr', '11-50', { headcount: 40 }).basis).toBe('40 employees (in your business needs)');
  });

  it('estimates from the headcount band when there is no answer, and says so', () => {
    const q = volumeOf('users', 'crm', '11-50');
    expect(q.answered).toBe(false);
    expect(q.basis).toMatch(/^\d+ users? \(our estimate: about \d+% of \d+ employees\)$/);
  });

  it("estimates sends from the buyer's own list when they gave it, not from the headcount", () => {
    // 10,000 subscribers mailed four times a month: a 300-a-day free plan cannot carry it.
    const sends = volumeOf('sends', 'marketing', '1-10', { contacts: 10_000 });
    expect(sends).toMatchObject({ quantity: 40_000, answered: false });
    expect(sends.basis).toBe('40,000 emails a month (our estimate: four sends to each of your 10,000 contacts)');
    expect(volumeQuantity('sends', 'marketing', '1-10', { contacts: 10_000 })).toBe(40_000);
    expect(volumeQuantity('sends', 'marketing', '1-10')).toBe(4_000);
    expect(volumeQuantity('sends', 'marketing', '1-10', { contacts: 10_000, sends: 15_000 })).toBe(15_000);
    // A CRM project buys no e-mail campaigns: sends do not size its plans.
    expect(volumeQuantity('sends', 'crm', '11-50')).toBe(0);
    expect(volumeOf('sends', 'crm', '11-50').basis).toBe('no e-mail campaigns counted (this project is not about e-mail marketing)');
  });

  it('estimates support tickets from the agents who answer them: a six-agent team is not a 50-ticket plan', () => {
    const tickets = volumeOf('tickets', 'other', '11-50', { users: 6 });
    expect(tickets).toMatchObject({ quantity: 1_800, answered: false });
    expect(tickets.basis).toBe('1,800 tickets or conversations a month (our estimate: about 300 for each of the 6 agents, 15 a working day)');
    expect(volumeOf('tickets', 'other', '11-50', { users: 6, tickets: 400 }).basis).toBe('400 support tickets or conversations a month (your answer)');
    expect(volumeOf('tickets', 'other', '1-10').basis).toMatch(/each of an estimated \d+ agents?, 15 a working day/);
  });

  it('estimates one brand on five networks for social profiles, whatever the headcount', () => {
    expect(volumeOf('profiles', 'marketing', '201-500')).toMatchObject({ quantity: 5, answered: false, basis: '5 social profiles (our estimate: one brand on five networks)' });
    expect(volumeOf('profiles', 'marketing', '1-10', { profiles: 45 }).basis).toBe('45 social profiles (your answer)');
  });
});

describe('what a per-user price or a user cap counts', () => {
  it('in HR, the employees on it (the same count a per-employee price uses)', () => {
    expect(volumeQuantity('users', 'hr', '11-50', { employees: 5 })).toBe(5);
    expect(quantityFor('user', 'hr', '11-50', { employees: 5 })).toEqual(quantityFor('employee', 'hr', '11-50', { employees: 5 }));
    expect(quantityFor('user', 'hr', '11-50', { employees: 5 }).basis).toBe('5 employees (your answer)');
    expect(priceQuantity('user', 'hr', '11-50', { employees: 5 })).toBe(5);
  });

  it('in IT operations, the technicians who run the tools (documentation sold per user)', () => {
    expect(quantityFor('user', 'noc', '11-50', { technicians: 12 })).toEqual({ quantity: 12, basis: '12 technicians (your answer)', answered: true });
    expect(priceQuantity('user', 'noc', '11-50', { technicians: 12 })).toBe(12);
    expect(quantityFor('user', 'noc', '11-50')).toEqual(quantityFor('technician', 'noc', '11-50'));
  });

  it('elsewhere, the seats that need the tool', () => {
    expect(quantityFor('user', 'crm', '11-50', { users: 4, employees: 30 }).quantity).toBe(4);
    expect(priceQuantity('user', 'crm', '11-50', { users: 4, employees: 30 })).toBe(4);
  });

  it('in "other" software, the share of the staff that kind is for: senders of e-signatures, not the signers', () => {
    expect(volumeOf('users', 'other', '51-200', { headcount: 120, family: 'e-signature' }).basis).toBe('12 users (our estimate: about 10% of your 120 employees)');
    expect(volumeOf('users', 'other', '11-50', { family: 'help-desk' }).quantity).toBe(3);
    expect(volumeOf('users', 'other', '11-50', { family: 'scheduling' }).quantity).toBe(13);
    // Everyone has a password vault and a mailbox.
    expect(volumeOf('users', 'other', '11-50', { family: 'password-management' }).quantity).toBe(25);
    expect(volumeOf('users', 'other', '11-50', { family: 'collaboration-suite' }).quantity).toBe(25);
  });
});

describe('what a per-till price counts', () => {
  it('the tills the buyer gave, else one per shop, never one and a half per employee', () => {
    expect(quantityFor('till', 'other', '11-50', { tills: 5 }).basis).toBe('5 tills (checkout devices) (your answer)');
    expect(quantityFor('till', 'other', '11-50', { sites: 3 })).toEqual({ quantity: 3, basis: '3 tills (our estimate: one per site you gave)', answered: false });
    expect(priceQuantity('till', 'other', '11-50')).toBe(1);
    expect(priceQuantity('device', 'other', '11-50')).toBe(38);
  });
});
