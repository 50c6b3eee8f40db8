/** Bundled copy for the members' dashboard (spec 2.9): the credit-repair steps, the featured members. */

export interface CreditStep {
  /** stable: a member's tick is stored under it */
  id: string;
  title: string;
  detail: string;
}

/** The challenge's credit-repair path, in the order a member works through it. */
export const CREDIT_REPAIR_STEPS: readonly CreditStep[] = [
  {
    id: 'pull-reports',
    title: 'Pull your three credit reports',
    detail: 'Equifax, Experian and TransUnion: note every account, balance and late mark.',
  },
  {
    id: 'mark-errors',
    title: 'Mark every inaccurate item',
    detail: 'Wrong balances, unknown accounts, outdated late payments.',
  },
  {
    id: 'send-disputes',
    title: 'Send your first dispute letters',
    detail: 'Eight letters a month, by certified mail, with copies kept.',
  },
  {
    id: 'identity-monitoring',
    title: 'Switch on identity monitoring',
    detail: 'Alerts on new inquiries and accounts opened in your name.',
  },
  {
    id: 'utilization',
    title: 'Bring utilization under 30%',
    detail: 'Pay down revolving balances before the statement date.',
  },
  {
    id: 'entity',
    title: 'Set up your trust or entity',
    detail: 'Separate business credit from personal, as the trust playbook shows.',
  },
];

export interface FeaturedMember {
  name: string;
  role: string;
  city: string;
  quote: string;
}

export const FEATURED_MEMBERS: readonly FeaturedMember[] = [
  {
    name: 'Isabella Moreau',
    role: 'Founder, Maison Verde',
    city: 'Miami',
    quote: 'Three cities in ten days, and I never once looked at a boarding pass.',
  },
  {
    name: 'Marcus Whitfield',
    role: 'Managing Partner, Whitfield Capital',
    city: 'Dallas',
    quote: 'The concierge knew my table preference in Santorini before I did.',
  },
  {
    name: 'Sophia Laurent',
    role: 'Creative Director, Atelier Nine',
    city: 'New York',
    quote: 'From debt to the Maldives in a year. The club made the plan feel inevitable.',
  },
];
