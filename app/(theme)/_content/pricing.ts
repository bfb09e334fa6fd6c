/** A pricing plan of the demo. Not a shape in types.ts (the spec only names "plans"), so defined here. */
export type PricingPlan = {
  name: string;
  price: number;
  period: string;
  description: string;
  features: readonly string[];
  highlighted: boolean;
};

export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    name: 'Starter',
    price: 29,
    period: 'per month',
    description: 'For a first website and a small team finding its voice.',
    features: ['One-page website', 'Two rounds of changes', 'E-mail support', 'Monthly backups'],
    highlighted: false,
  },
  {
    name: 'Studio',
    price: 59,
    period: 'per month',
    description: 'For growing teams that publish often and want to be found.',
    features: [
      'Up to ten pages',
      'Blog and newsletter set-up',
      'Priority e-mail support',
      'Weekly backups',
      'Quarterly design review',
    ],
    highlighted: true,
  },
  {
    name: 'Agency',
    price: 99,
    period: 'per month',
    description: 'For teams with several sites and a steady stream of ideas.',
    features: [
      'Unlimited pages',
      'Three sites included',
      'Phone and e-mail support',
      'Daily backups',
      'Monthly design review',
    ],
    highlighted: false,
  },
];
