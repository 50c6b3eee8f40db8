/**
 * Turns a mail's blocks into the QueuedMail the outbox stores: the branded HTML part and its
 * plain-text twin. Rendered with React's synchronous renderToStaticMarkup, not
 * @react-email/render's async render(): the mail is written inside the action's SQLite
 * transaction, which cannot wait for a promise. React escapes every value; no raw HTML goes in.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { MailContext, SupportContact } from '../mail-context';
import type { QueuedMail } from '../mail-queue';
import type { MailMessage } from '../mailer';
import { BrandLayout } from './brand-layout';
import { MailBlockView } from './mail-block-views';
import { mailText, type MailContent } from './mail-blocks';

/** The doctype react-email's own render() gives, which mail clients expect. */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** A header line: a line break in a subject built from someone's words must not start a header. */
const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ').trim();

/** Inboxes show about this much beside the subject; the rest would only pad the hidden part. */
const PREVIEW_MAX = 140;
const previewOf = (text: string) => {
  const line = oneLine(text);
  return line.length > PREVIEW_MAX ? `${line.slice(0, PREVIEW_MAX - 1)}…` : line;
};

/** A mail sent at once (a reset link, an installment notice), not through the outbox. */
export function brandMessage(
  content: Omit<MailContent, 'kind'>,
  support: SupportContact,
): MailMessage {
  const html = renderToStaticMarkup(
    <BrandLayout preview={previewOf(content.preview)} heading={content.heading} support={support}>
      {content.blocks.map((block, i) => (
        <MailBlockView key={i} block={block} />
      ))}
    </BrandLayout>,
  );
  return {
    to: content.to,
    subject: oneLine(content.subject),
    text: mailText(content.blocks, support),
    html: DOCTYPE + html,
  };
}

/** A mail for the outbox (mail-queue.ts), sent by the mail worker. */
export function brandMail({ kind, ...content }: MailContent, { support }: MailContext): QueuedMail {
  return { kind, ...brandMessage(content, support) };
}
