// Spec section 8, "Dashboard create blocked": which toast explains why a project cannot be created.
import type { ToastInput } from '../../components/ui/use-toast';
import type { Eligibility } from '../../../shared/projects.js';

/** The toast for an ineligible account, or null when it may create a project. */
export function creationBlockToast(eligibility: Eligibility, goToPricing: () => void): ToastInput | null {
  if (eligibility.canCreateProject) return null;
  if (eligibility.hasSubscription) {
    return {
      title: 'Subscription Issue',
      description: "There's an issue with your subscription. Please contact support.",
      variant: 'destructive',
    };
  }
  if (eligibility.credits === 0) {
    return {
      title: 'No Credits Available',
      description: 'You need to purchase project credits or upgrade to unlimited plan',
      variant: 'destructive',
      action: { label: 'Get Credits', onClick: goToPricing },
    };
  }
  return paymentRequiredToast(goToPricing);
}

/** The generic "pay first" toast, also used when the server refuses with 402 and the plan can't be re-read. */
export function paymentRequiredToast(goToPricing: () => void): ToastInput {
  return {
    title: 'Payment Required',
    description: 'Please purchase credits or subscribe to create projects',
    variant: 'destructive',
    action: { label: 'View Pricing', onClick: goToPricing },
  };
}
