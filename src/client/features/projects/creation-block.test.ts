import { describe, expect, it, vi } from 'vitest';
import { creationBlockToast } from './creation-block';

describe('creationBlockToast (spec section 8)', () => {
  const goToPricing = vi.fn();

  it('lets an eligible account through', () => {
    expect(creationBlockToast({ canCreateProject: true, hasSubscription: false, credits: 2 }, goToPricing)).toBeNull();
  });

  it('explains a subscription problem without a pricing action', () => {
    const t = creationBlockToast({ canCreateProject: false, hasSubscription: true, credits: 0 }, goToPricing);
    expect(t).toMatchObject({ title: 'Subscription Issue', description: "There's an issue with your subscription. Please contact support." });
    expect(t?.action).toBeUndefined();
  });

  it('offers Get Credits when there are no credits', () => {
    const t = creationBlockToast({ canCreateProject: false, hasSubscription: false, credits: 0 }, goToPricing);
    expect(t).toMatchObject({ title: 'No Credits Available', description: 'You need to purchase project credits or upgrade to unlimited plan' });
    expect(t?.action?.label).toBe('Get Credits');
    t?.action?.onClick();
    expect(goToPricing).toHaveBeenCalledTimes(1);
  });

  it('otherwise asks for payment with View Pricing', () => {
    const t = creationBlockToast({ canCreateProject: false, hasSubscription: false, credits: 1 }, goToPricing);
    expect(t).toMatchObject({ title: 'Payment Required', description: 'Please purchase credits or subscribe to create projects' });
    expect(t?.action?.label).toBe('View Pricing');
  });
});
