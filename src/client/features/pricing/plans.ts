// The two plans of spec sections 1 and 9. The amounts charged live on the server (payments);
// these are the words and figures the pricing page shows.
export type PlanId = 'one-time' | 'unlimited';

export type Plan = {
  id: PlanId;
  name: string;
  price: string;
  period: string;
  summary: string;
  features: string[];
  cta: string;
  /** Where a signed-in visitor goes (a signed-out one gets the sign-in dialog with this redirect). */
  target: '/checkout' | '/subscribe';
  popular: boolean;
  /** One line under the features: when this plan is the better buy. */
  note: string;
};

export const plans: Plan[] = [
  {
    id: 'one-time',
    name: 'One-Time Project',
    price: '$7',
    period: 'per project',
    summary: 'For one software decision, start to finish.',
    features: [
      'One complete software selection project',
      'Questionnaire tailored to your business',
      'Ranked recommendations with match scores and reasons',
      'Prices for your headcount, each with its source and date',
      'Implementation effort, pros and cons',
      'PDF report to share with your team',
    ],
    cta: 'Buy One Project',
    target: '/checkout',
    popular: false,
    note: 'No subscription: buy another project whenever you need one.',
  },
  {
    id: 'unlimited',
    name: 'Unlimited Access',
    price: '$49',
    period: 'per month',
    summary: 'For businesses replacing several tools, and for consultants and MSPs advising clients.',
    features: [
      'Unlimited projects while subscribed',
      'Everything in One-Time Project',
      'A separate project for every category or client',
      'Billed monthly, no long-term contract',
    ],
    cta: 'Get Unlimited Access',
    target: '/subscribe',
    popular: true,
    note: 'Costs less than single projects from your 8th project in a month.',
  },
];
