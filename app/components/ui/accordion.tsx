import { Accordion as RadixAccordion } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn';

export interface AccordionItem {
  /** Stable key; the title is used when absent. */
  value?: string;
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** Level of each question heading: h3 under a section's h2. */
  headingLevel?: 'h3' | 'h4';
  className?: string;
}

/**
 * FAQ list on Radix Accordion: one answer open at a time, closable, and keyboard operable
 * (Tab between questions, Enter or Space to toggle, arrow keys, Home and End move focus).
 */
export function Accordion({ items, headingLevel = 'h3', className }: AccordionProps) {
  const Heading = headingLevel;
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      className={cn('divide-y divide-ink-700 border-y border-ink-700', className)}
    >
      {items.map((item) => (
        <RadixAccordion.Item key={item.value ?? item.title} value={item.value ?? item.title}>
          <RadixAccordion.Header asChild>
            <Heading className="font-sans text-base font-semibold tracking-normal">
              <RadixAccordion.Trigger className="group flex w-full cursor-pointer items-center justify-between gap-6 py-6 text-left text-sand-100 transition hover:text-gold-300 data-[state=open]:text-gold-300">
                <span>{item.title}</span>
                <span
                  aria-hidden
                  className="relative grid size-8 shrink-0 place-items-center rounded-full border border-gold-500/40 text-gold-400 transition duration-300 ease-(--ease-luxe) group-data-[state=open]:rotate-45 group-data-[state=open]:border-gold-400"
                >
                  <svg viewBox="0 0 16 16" className="size-3.5" fill="none" stroke="currentColor">
                    <path d="M8 2v12M2 8h12" strokeWidth="1.4" strokeLinecap="round" />
                  </svg>
                </span>
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          <RadixAccordion.Content className="overflow-hidden text-[0.95rem] leading-relaxed text-stone-300 data-[state=open]:animate-fade-up">
            <div className="max-w-[68ch] pr-14 pb-6">{item.content}</div>
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
