/** /join: the luxury travel teaser (spec 2.11). Request Access leads to /waitlist (DESIGN.md). */
import { HOME_STATS } from '@shared/constants';
import type { ContentLink, IconCard, Stat } from './types';

export const JOIN_PAGE = {
  eyebrow: 'By Invitation and Application',
  title: 'Travel Like the Sky Is Yours',
  subtitle:
    'Private jets on your schedule, the world’s most coveted suites and a concierge who already knows how you like your coffee. Join 500+ premium members who travel without friction.',
  stats: [
    { value: '500+', label: 'Premium Members' },
    ...HOME_STATS.map((s) => ({ value: s.value, label: s.label })),
  ] satisfies readonly Stat[],
  features: [
    {
      title: 'Private Aviation',
      description: 'From light jets for a weekend to ultra-long-range aircraft across oceans.',
      icon: 'plane',
    },
    {
      title: 'Iconic Hotels',
      description: 'Preferred rates, upgrades and the suites that never appear online.',
      icon: 'crown',
    },
    {
      title: 'Curated Destinations',
      description: 'Aspen to the Amalfi Coast, Kyoto to the Maldives, planned end to end.',
      icon: 'compass',
    },
    {
      title: 'Concierge 24/7',
      description: 'One team, any hour, by phone, email or app.',
      icon: 'sparkles',
    },
  ] satisfies readonly IconCard[],
  cta: { label: 'Request Access', href: '/waitlist' } satisfies ContentLink,
  note: 'Membership is limited. Requests are reviewed personally within 48 hours.',
} as const;
