import type { CurrentUser } from '@shared/api';

export interface ProfileStep {
  id: string;
  title: string;
  detail: string;
  href: string;
  action: string;
  done: boolean;
}

const filled = (value: string | null) => Boolean(value?.trim());

/** Spec 2.9's profile checklist, derived from the member's own record (nothing to tick by hand). */
export function profileSteps(user: CurrentUser): ProfileStep[] {
  return [
    {
      id: 'profile',
      title: 'Complete your profile',
      detail: 'Name, phone, state and company, so the concierge can reach you.',
      href: '/profile',
      action: 'Edit profile',
      done: [user.firstName, user.lastName, user.phoneNumber, user.state, user.companyName].every(
        filled,
      ),
    },
    {
      id: 'photo',
      title: 'Add a profile photo',
      detail: 'A face for your advisor and the members’ directory.',
      href: '/profile',
      action: 'Add photo',
      done: filled(user.profileImageUrl),
    },
    {
      id: 'documents',
      title: 'Upload your documents',
      detail: 'Securely, for credit repair and identity protection.',
      href: '/upload',
      action: 'Upload documents',
      done: user.hasUploadedSensitiveInfo,
    },
    {
      id: 'destination',
      title: 'Choose your complimentary destination',
      detail: 'One vacation, valued at $1,500, is yours to pick.',
      href: '/register/destinations',
      action: 'Choose destination',
      done: filled(user.selectedDestinationId),
    },
  ];
}
