/** Press release 1 (/press/release-1 and public/pdfs/press-release-1.pdf share this copy). */
import { BRAND } from '@shared/brand';
import { SUPPORT } from '@app/config/support-contact';
import { HOME_STATS, WAITLIST_MEMBER_LIMIT } from '@shared/constants';
import { usd } from './text';

export const PRESS_INITIATION_FEE = 125_000;
export const PRESS_ANNUAL_MEMBERSHIP = 25_000;

export interface MediaContact {
  name: string;
  title: string;
  email: string;
  phone: string;
  phoneHref: string;
}

export interface PressRelease {
  slug: 'release-1';
  label: string;
  headline: string;
  subheadline: string;
  /** City and date that open the first paragraph. */
  dateline: string;
  date: string;
  dateDisplay: string;
  paragraphs: readonly string[];
  benefitsTitle: string;
  benefits: readonly string[];
  quote: { text: string; name: string; role: string };
  closingParagraphs: readonly string[];
  aboutTitle: string;
  about: string;
  mediaContact: MediaContact;
  pdf: { href: string; fileName: string };
  actions: { back: string; download: string; share: string };
}

const fee = usd(PRESS_INITIATION_FEE);
const annual = usd(PRESS_ANNUAL_MEMBERSHIP);
const stat = (i: number): string => HOME_STATS[i]?.value ?? '';

export const PRESS_RELEASE: PressRelease = {
  slug: 'release-1',
  label: 'For Immediate Release',
  headline: `${BRAND.fullName} Opens Founding Membership for ${WAITLIST_MEMBER_LIMIT} Entrepreneurs`,
  subheadline:
    'A members-only club combining private aviation, iconic hotels and a structured path to financial freedom for ambitious business owners.',
  dateline: 'NEW YORK',
  date: '2025-09-22',
  dateDisplay: 'September 22, 2025',
  paragraphs: [
    `${BRAND.fullName} today opened applications for its founding membership, a members-only travel and lifestyle club created for ambitious business owners and entrepreneurs. Membership is limited to ${WAITLIST_MEMBER_LIMIT} members and carries a ${fee} initiation fee and a ${annual} annual membership.`,
    `Founded by entrepreneur and author ${BRAND.founder.name}, the club brings together three things its members have historically bought from three different places: private aviation, access to the world’s most sought-after hotels and villas, and a disciplined programme for building and protecting wealth. Members plan travel across ${stat(0)} destinations and a partner fleet of ${stat(1)} private jets through a single concierge team available at any hour.`,
    'Alongside its travel offering, the club runs a 120-day challenge that teaches entrepreneurs how to move from debt to a debt-free balance sheet: reading and correcting their credit reports through written disputes, separating personal and business finances, and using trusts and entities to protect what they build. The challenge is educational and does not provide financial or legal advice.',
  ],
  benefitsTitle: 'Founding member benefits include:',
  benefits: [
    'Private-jet travel on a partner fleet from light jets to ultra-long-range aircraft, arranged by the concierge.',
    'Preferred access, upgrades and amenities at iconic hotels, resorts and private villas worldwide.',
    'A dedicated concierge team available 24 hours a day, 7 days a week, by phone, email and app.',
    'The 120-day debt-free challenge, with weekly check-ins and a members-only library of guides and templates.',
    'Private strategy consultations on credit, business structure and lifestyle planning.',
    'Invitations to members-only gatherings, from winter weekends in St. Moritz to autumn in Kyoto.',
    'Founding-member pricing that holds for as long as the membership remains active.',
  ],
  quote: {
    text: 'Most of the entrepreneurs I know did not lack ambition. They lacked structure, and the time to enjoy what they built. We created the club so that freedom is not a reward you wait for at the end of a career, but something you design into it.',
    name: BRAND.founder.name,
    role: `Founder, ${BRAND.fullName}`,
  },
  closingParagraphs: [
    `Applications are reviewed in the order received. Prospective members can join the waitlist at the club’s website, where founding applicants are also offered 70% off their first travel package. ${stat(2)} travelers have already explored the club’s destinations and programmes.`,
  ],
  aboutTitle: `About ${BRAND.name}`,
  about: `${BRAND.fullName} is a members-only luxury travel and lifestyle club for ambitious business owners. It combines private aviation, iconic hotels and curated destinations with a structured programme for financial freedom, delivered through a dedicated concierge and an installable app that works even offline. The club is operated by ${BRAND.legalEntity} and limits membership to ${WAITLIST_MEMBER_LIMIT} members.`,
  mediaContact: {
    name: 'Claire Whitmore',
    title: 'Director of Communications',
    email: BRAND.mediaEmail,
    phone: SUPPORT.phone,
    phoneHref: SUPPORT.phoneHref,
  },
  pdf: { href: '/pdfs/press-release-1.pdf', fileName: 'aurelian-press-release-1.pdf' },
  actions: { back: 'Back to Home', download: 'Download', share: 'Share' },
};
