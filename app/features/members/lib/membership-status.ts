import type { MembershipStatus } from '@shared/api';

export interface MembershipView {
  label: string;
  detail: string;
  tone: 'active' | 'attention';
  /** where the member settles it, when there is something to do */
  action?: { href: string; label: string };
}

const CHECKOUT = '/register/checkout';

/** How the status panel presents `CurrentUser.membershipStatus`. */
export const MEMBERSHIP_VIEWS: Record<MembershipStatus, MembershipView> = {
  none: {
    label: 'Membership not active yet',
    detail: 'Complete your membership checkout to unlock credit tracking and dispute letters.',
    tone: 'attention',
    action: { href: CHECKOUT, label: 'Activate membership' },
  },
  active: {
    label: 'Active',
    detail: 'Every benefit of the club is open to you. Thank you for being a member.',
    tone: 'active',
  },
  past_due: {
    label: 'Payment past due',
    detail: 'Your last payment did not go through. Update it to keep your benefits.',
    tone: 'attention',
    action: { href: CHECKOUT, label: 'Update payment' },
  },
  canceled: {
    label: 'Canceled',
    detail: 'Your membership has ended. You are welcome back at any time.',
    tone: 'attention',
    action: { href: CHECKOUT, label: 'Rejoin the club' },
  },
};
