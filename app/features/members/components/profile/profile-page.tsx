import type { ReactNode } from 'react';
import type { CurrentUser } from '@shared/api';
import { Container } from '@app/components/ui/container';
import { SecuritySection } from '../security/security-section';
import { Panel } from '../shared/panel';
import { ProfileDetails } from './profile-details';
import { ProfileHeader } from './profile-header';

interface ProfilePageProps {
  user: CurrentUser;
  fetchedAt: number;
  /** the avatar change control (the avatar feature's picker), composed in by the route */
  avatar?: ReactNode;
  /** this device's notifications (the push feature's section), composed in by the route */
  notifications?: ReactNode;
}

/** Spec 2.9: /profile, from the member's snapshot on this device. */
export function ProfilePage({ user, fetchedAt, avatar, notifications }: ProfilePageProps) {
  return (
    <div className="relative pb-24">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 h-[420px] bg-[radial-gradient(ellipse_at_top,rgb(198_161_91/0.14),transparent_65%)]"
      />
      <Container className="relative max-w-[960px]">
        <ProfileHeader user={user} fetchedAt={fetchedAt} avatar={avatar} />
        <ProfileDetails user={user} />
        {notifications && (
          <Panel eyebrow="Stay informed" title="Notifications on this device" className="mt-8">
            {notifications}
          </Panel>
        )}
        <SecuritySection user={user} />
      </Container>
    </div>
  );
}
