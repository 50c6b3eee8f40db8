import type { ReactNode } from 'react';
import { SUPPORT } from '@app/config/support-contact';
import { RESPONSE_PROMISES, SUPPORT_HOURS } from '@shared/constants';
import { ClockIcon, MailIcon, PhoneIcon } from './contact-icons';

const linkClass =
  'font-medium text-ivory-50 underline decoration-gold-500/50 underline-offset-4 transition hover:text-gold-300';

/** Spec 2.5's info cards: phone, email and support hours, from brand.ts and the constants. */
export function ContactInfo() {
  return (
    <ul aria-label="Ways to reach us" className="grid gap-5 md:grid-cols-3">
      <InfoCard icon={<PhoneIcon />} title="Call the concierge">
        <a href={SUPPORT.phoneHref} className={linkClass}>
          {SUPPORT.phone}
        </a>
        <p className="mt-2">Speak with a member advisor during support hours.</p>
      </InfoCard>
      <InfoCard icon={<MailIcon />} title="Write to us">
        <a href={SUPPORT.emailHref} className={`${linkClass} break-all`}>
          {SUPPORT.email}
        </a>
        <p className="mt-2">We reply to every email within {RESPONSE_PROMISES.email}.</p>
      </InfoCard>
      <InfoCard icon={<ClockIcon />} title="Support hours">
        <p className="font-medium text-ivory-50">{SUPPORT_HOURS}</p>
        <p className="mt-2">Messages sent outside these hours are answered the next morning.</p>
      </InfoCard>
    </ul>
  );
}

function InfoCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-5 rounded-3xl border border-white/6 bg-ink-900/80 p-6 shadow-card sm:p-7 md:block">
      <span className="grid size-12 shrink-0 place-items-center rounded-full border border-gold-500/30 bg-gold-500/8">
        {icon}
      </span>
      <div className="min-w-0">
        <h2 className="font-display text-2xl md:mt-5">{title}</h2>
        <div className="mt-3 text-sm leading-relaxed text-stone-300">{children}</div>
      </div>
    </li>
  );
}
