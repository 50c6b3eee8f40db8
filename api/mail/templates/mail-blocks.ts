/**
 * A branded mail's content, written once as blocks and rendered twice: as HTML in the brand's
 * layout (mail-block-views.tsx) and as the plain-text twin below, so the two parts never say
 * different things.
 */
import { BRAND } from '@shared/brand';
import type { SupportContact } from '../mail-context';

export interface Fact {
  label: string;
  value: string;
}

export type MailBlock =
  | { type: 'paragraph'; text: string }
  /** label and value rows (a trip, an order's lines); `total` closes them, set apart */
  | { type: 'facts'; rows: readonly Fact[]; total?: Fact }
  /** what a person at the club wrote for the reader */
  | { type: 'note'; label: string; text: string }
  /** a button; `hint` says how long or how often the link works */
  | { type: 'action'; label: string; href: string; hint?: string }
  /** the reader's own words, quoted back */
  | { type: 'quote'; label: string; text: string };

export interface MailContent {
  kind: string;
  to: string;
  subject: string;
  /** the line an inbox shows after the subject */
  preview: string;
  /** the HTML part's title; the subject already says it in the text part */
  heading: string;
  blocks: readonly MailBlock[];
}

const factLine = ({ label, value }: Fact) => `${label}: ${value}`;

function blockText(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'facts':
      return [...block.rows.map(factLine), ...(block.total ? [factLine(block.total)] : [])].join(
        '\n',
      );
    case 'note':
      return `${block.label}:\n${block.text}`;
    case 'action':
      return `${block.label}${block.hint ? ` (${block.hint})` : ''}:\n${block.href}`;
    case 'quote':
      return `${block.label}:\n${block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n')}`;
  }
}

export const supportLine = (support: SupportContact) =>
  `Questions? Call the concierge on ${support.phone} or write to ${support.email}.`;

/** The plain-text part: the blocks, a blank line apart, then the club's signature. */
export const mailText = (blocks: readonly MailBlock[], support: SupportContact) =>
  [...blocks.map(blockText), `${BRAND.fullName}\n${supportLine(support)}`].join('\n\n');
