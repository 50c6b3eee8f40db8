import type { ComponentType, SVGProps } from 'react';
import { Container } from '@app/components/ui/container';
import { SectionHeading } from '@app/components/ui/section-heading';
import { BRAND } from '@shared/brand';
import { BellIcon, GlobeIcon, KeyIcon } from './benefit-icons';

const BENEFITS: ReadonlyArray<{
  title: string;
  text: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}> = [
  {
    title: 'Exclusive Access',
    text: 'Private villas, sold-out suites and tables that never reach a booking site, held for members first.',
    Icon: KeyIcon,
  },
  {
    title: 'Concierge 24/7',
    text: 'One concierge who knows your preferences, on call at any hour and in any time zone.',
    Icon: BellIcon,
  },
  {
    title: 'Global Network',
    text: 'Hotel partners, operators and hosts on six continents, so every arrival feels like a return.',
    Icon: GlobeIcon,
  },
];

export function WhyChoose() {
  return (
    <section aria-labelledby="why-title" className="py-24 sm:py-32">
      <Container>
        <SectionHeading
          align="center"
          eyebrow="The Membership"
          title={<span id="why-title">Why Choose {BRAND.name}</span>}
        />
        <ul className="mt-16 grid gap-px overflow-hidden rounded-sm border border-ink-700/80 bg-ink-700/80 md:grid-cols-3">
          {BENEFITS.map(({ title, text, Icon }) => (
            <li key={title} className="bg-ink-950 px-8 py-12 text-center sm:px-10">
              <span className="mx-auto grid size-16 place-items-center rounded-full border border-gold-500/50 text-gold-400">
                <Icon className="size-7" />
              </span>
              <h3 className="mt-7 text-display-sm">{title}</h3>
              <p className="mx-auto mt-4 max-w-xs text-sm leading-relaxed text-stone-300">{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
