import { SUPPORT } from '@app/config/support-contact';
import { SUPPORT_HOURS } from '@shared/constants';
import { ContentIcon } from '@app/components/ui/content-icon';

/** Phone, email and hours of the concierge team, for the funnel pages' closing sections. */
export function SupportContacts({ title, className = '' }: { title: string; className?: string }) {
  const link = 'text-ivory-50 underline-offset-4 transition hover:text-gold-300 hover:underline';
  return (
    <section
      aria-labelledby="support-title"
      className={`rounded-3xl border border-white/6 bg-ink-900/80 p-7 shadow-card sm:p-10 ${className}`}
    >
      <h2 id="support-title" className="text-display-sm">
        {title}
      </h2>
      <ul className="mt-6 grid gap-5 sm:grid-cols-3">
        <li className="flex items-center gap-3">
          <ContentIcon name="phone" className="size-5 text-gold-400" />
          <a className={link} href={SUPPORT.phoneHref}>
            {SUPPORT.phone}
          </a>
        </li>
        <li className="flex items-center gap-3">
          <ContentIcon name="mail" className="size-5 text-gold-400" />
          <a className={link} href={SUPPORT.emailHref}>
            {SUPPORT.email}
          </a>
        </li>
        <li className="flex items-center gap-3 text-stone-300">
          <ContentIcon name="calendar" className="size-5 text-gold-400" />
          {SUPPORT_HOURS}
        </li>
      </ul>
    </section>
  );
}
