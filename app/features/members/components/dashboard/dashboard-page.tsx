import type { ComponentProps, ReactNode } from 'react';
import type { CurrentUser } from '@shared/api';
import { Container } from '@app/components/ui/container';
import { ConsultationPanel } from './consultation-panel';
import { CreditChecklist } from './credit-checklist';
import { EmeraldCard } from './emerald-card';
import { FeaturedMembers } from './featured-members';
import { MemberVideo } from './member-video';
import { MembershipStatus } from './membership-status';
import { MyTrips } from './my-trips';
import { ProfileChecklist } from './profile-checklist';
import { VerifyEmailBanner } from '../shared/verify-email-banner';
import { QuickLinks } from './quick-links';
import { ShopTeaser } from './shop-teaser';
import { WelcomeHeader } from './welcome-header';

interface DashboardPageProps {
  user: CurrentUser;
  fetchedAt: number;
  bookConsultation: ReactNode;
  /** 'My orders', composed by the route */
  orders?: ReactNode;
  callTypeLabel: ComponentProps<typeof ConsultationPanel>['callTypeLabel'];
}

/**
 * Spec 2.9: the members' dashboard, every section from this device's data. Phones read it as one
 * column; from 1280 px a main column and a side column share the width.
 */
export function DashboardPage({
  user,
  fetchedAt,
  bookConsultation,
  orders,
  callTypeLabel,
}: DashboardPageProps) {
  return (
    <div className="relative pb-24">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 h-[480px] bg-[radial-gradient(ellipse_at_top,rgb(198_161_91/0.14),transparent_65%)]"
      />
      <Container className="relative">
        <div className="grid items-end gap-8 pt-12 pb-10 sm:pt-16 xl:grid-cols-[minmax(0,1fr)_380px] xl:gap-10">
          <WelcomeHeader user={user} fetchedAt={fetchedAt} />
          <MembershipStatus status={user.membershipStatus} />
        </div>
        {/* false, not merely unset: a snapshot saved before the field existed shows nothing. */}
        {user.emailVerified === false && (
          <div className="mb-6">
            <VerifyEmailBanner email={user.email} />
          </div>
        )}
        <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_380px] xl:gap-10">
          <div className="flex min-w-0 flex-col gap-6">
            <MyTrips ownerId={user.id} />
            {orders}
            <MemberVideo />
            <div className="grid gap-6 lg:grid-cols-2">
              <ProfileChecklist user={user} />
              <CreditChecklist ownerId={user.id} />
            </div>
            <ConsultationPanel
              ownerId={user.id}
              bookButton={bookConsultation}
              callTypeLabel={callTypeLabel}
            />
            <FeaturedMembers />
          </div>
          <aside aria-label="Member services" className="flex flex-col gap-6 xl:sticky xl:top-28">
            <QuickLinks />
            <EmeraldCard />
            <ShopTeaser />
          </aside>
        </div>
      </Container>
    </div>
  );
}
