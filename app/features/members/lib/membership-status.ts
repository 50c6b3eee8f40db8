import type { MembershipStatus } from '@shared/api';

export interface MembershipView {
  label: string;
  detail: string;
  tone: 'active' | 'attention';
  /** where the member settles it, when there is something to do */
  action?: { href: string; label: string };
  /** the card is updated at the payment provider (UpdateCardButton), not in a screen of ours */
  updateCard?: boolean;
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
    detail: 'Your last payment did not go through. Update your card to keep your benefits.',
    tone: 'attention',
    updateCard: true,
  },
  canceled: {
    label: 'Canceled',
    detail: 'Your membership has ended. You are welcome back at any time.',
    tone: 'attention',
    action: { href: CHECKOUT, label: 'Rejoin the club' },
  },
};
