/**
 * The club's mail frame: dark ink on ivory, the wordmark over a gold hairline, serif headings, and
 * the concierge's phone and email at the foot. Mail cannot load the site's fonts, so the serif is
 * Georgia's family and the text the system sans; every style is inline (mail clients drop <style>).
 */
import type { CSSProperties, ReactNode } from 'react';
import { BRAND } from '@shared/brand';
import { telHref } from '@shared/external-links';
import type { SupportContact } from '../mail-context';
import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from './email-components';

/** The app's palette (app/styles/app.css), the shades that read well on ivory. */
export const PALETTE = {
  ink: '#13110f',
  inkSoft: '#574e44',
  ivory: '#f8f4ec',
  paper: '#fffdf8',
  sand: '#e4d9c6',
  gold: '#c6a15b',
  goldText: '#7d6130',
} as const;
export const SERIF = "Georgia, 'Times New Roman', serif";
export const SANS = "'Helvetica Neue', Helvetica, Arial, sans-serif";

const body: CSSProperties = {
  backgroundColor: PALETTE.ivory,
  color: PALETTE.ink,
  fontFamily: SANS,
  margin: 0,
  padding: '32px 12px',
};
const card: CSSProperties = {
  maxWidth: '560px',
  backgroundColor: PALETTE.paper,
  border: `1px solid ${PALETTE.sand}`,
  padding: '40px 40px 32px',
};
const wordmark: CSSProperties = {
  fontFamily: SERIF,
  fontSize: '22px',
  letterSpacing: '6px',
  textTransform: 'uppercase',
  textAlign: 'center',
  color: PALETTE.ink,
  margin: 0,
};
export const goldRule: CSSProperties = {
  border: 'none',
  borderTop: `1px solid ${PALETTE.gold}`,
  margin: '28px 0',
  width: '100%',
};
const heading: CSSProperties = {
  fontFamily: SERIF,
  fontWeight: 400,
  fontSize: '28px',
  lineHeight: '36px',
  color: PALETTE.ink,
  margin: '0 0 20px',
};
const footerText: CSSProperties = {
  fontSize: '12px',
  lineHeight: '20px',
  color: PALETTE.inkSoft,
  textAlign: 'center',
  margin: '0 0 4px',
};
const footerLink: CSSProperties = { color: PALETTE.goldText, textDecoration: 'underline' };

function Footer({ support }: { support: SupportContact }) {
  return (
    <Section>
      <Text style={{ ...footerText, fontFamily: SERIF, fontSize: '14px', color: PALETTE.ink }}>
        {BRAND.fullName}
      </Text>
      <Text style={footerText}>
        Questions? Call the concierge on{' '}
        <Link href={telHref(support.phone)} style={footerLink}>
          {support.phone}
        </Link>{' '}
        or write to{' '}
        <Link href={`mailto:${support.email}`} style={footerLink}>
          {support.email}
        </Link>
        .
      </Text>
    </Section>
  );
}

export interface BrandLayoutProps {
  preview: string;
  heading: string;
  support: SupportContact;
  children: ReactNode;
}

export function BrandLayout({ preview, heading: title, support, children }: BrandLayoutProps) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={card}>
          <Text style={wordmark}>{BRAND.name}</Text>
          <Hr style={goldRule} />
          <Heading as="h1" style={heading}>
            {title}
          </Heading>
          {children}
          <Hr style={goldRule} />
          <Footer support={support} />
        </Container>
      </Body>
    </Html>
  );
}
