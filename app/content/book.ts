/** The book: its identity, /book landing copy and the contents the preview pages show. */
import { BRAND } from '@shared/brand';
import { BOOK } from '@shared/constants';
import { usd } from './text';
import type { ContentImage, ContentLink } from './types';

export const BOOK_INFO = {
  title: 'First Class Freedom',
  subtitle: 'The Debt-Free Path to a Private-Jet Life',
  fullTitle: 'First Class Freedom: The Debt-Free Path to a Private-Jet Life',
  author: BRAND.founder.name,
  publisher: 'Aurelian Press',
  pages: 288,
  cover: {
    src: '/images/book/cover.svg',
    alt: 'Cover of First Class Freedom by Julian Ashford: gold lettering and a jet contrail on deep espresso',
    width: 800,
    height: 1200,
  } satisfies ContentImage,
  /** Raster copy for social cards and documents. */
  coverJpg: '/images/book/cover.jpg',
  giftKit: {
    src: '/images/book/gift-kit.svg',
    alt: 'The hardcover gift kit: the book in a linen slipcase with a leather journal, passport folio and brass pen in a black presentation box',
    width: 1200,
    height: 900,
  } satisfies ContentImage,
  freeChapter: { href: '/pdfs/free-chapter.pdf', fileName: 'first-class-freedom-chapter-1.pdf' },
} as const;

export interface BookChapter {
  number: string;
  title: string;
  page: number;
}

export interface BookPart {
  title: string;
  chapters: readonly BookChapter[];
}

/** The table of contents; page-2.svg renders it and /book lists it. */
export const BOOK_CONTENTS: readonly BookPart[] = [
  {
    title: 'Part One: The Ground',
    chapters: [
      { number: '1', title: 'The Negative Twenty Thousand', page: 3 },
      { number: '2', title: 'Reading Your Own Report', page: 27 },
      { number: '3', title: 'Letters That Move Bureaus', page: 49 },
      { number: '4', title: 'The 120-Day Calendar', page: 77 },
    ],
  },
  {
    title: 'Part Two: The Structure',
    chapters: [
      { number: '5', title: 'Walls Around Your Work', page: 101 },
      { number: '6', title: 'Business Credit Without Personal Risk', page: 129 },
      { number: '7', title: 'Cash Flow Is a Habit', page: 153 },
    ],
  },
  {
    title: 'Part Three: The Altitude',
    chapters: [
      { number: '8', title: 'Travelling Like a Member', page: 179 },
      { number: '9', title: 'The Private-Jet Math', page: 205 },
      { number: '10', title: 'Wealth That Stays Quiet', page: 231 },
    ],
  },
  { title: 'Epilogue', chapters: [{ number: '', title: 'Wheels Up', page: 259 }] },
];

/** /book (spec 2.12). The $29.99 buttons have no action in the spec; the screen decides. */
export const BOOK_LANDING = {
  eyebrow: `The New Book by ${BRAND.founder.name}`,
  title: BOOK_INFO.title,
  subtitle: BOOK_INFO.subtitle,
  intro:
    'The playbook behind the 120-day challenge. How to read and correct your credit report in writing, protect what you build with trusts and entities, and design a life where freedom, including the occasional private jet, is planned rather than hoped for.',
  price: BOOK.landing,
  priceLabel: usd(BOOK.landing),
  buyLabel: `Get the Book - ${usd(BOOK.landing)}`,
  freeChapter: {
    label: 'Free Chapter',
    href: BOOK_INFO.freeChapter.href,
    external: true,
  } satisfies ContentLink,
  guarantee:
    '30-Day Money-Back Guarantee. If the book does not change how you think about money, email us within 30 days of purchase for a full refund. No forms, no questions.',
  join: {
    label: 'Join the Waitlist',
    href: '/waitlist',
    lead: 'Want the challenge as well as the book?',
  },
  insideTitle: 'What You Will Learn',
  inside: [
    'Why most business owners in debt have a visibility problem before a money problem, and the one-page audit that fixes it.',
    'The letters, in order, that make bureaus and collectors prove what they report, and what the law does and does not allow.',
    'What LLCs, holding companies and living trusts actually do, and the questions to bring to your attorney and CPA.',
    'How to build business credit so the next loan never touches your personal report.',
    'The private-jet math: charters, jet cards and empty legs, and when each makes sense.',
    'The weekly twenty-minute check-in that keeps you at zero after the motivation fades.',
  ],
  authorTitle: 'About the Author',
  authorBio: `${BRAND.founder.name} built a freight brokerage to thirty employees, lost it to a customer’s bankruptcy and a personal guarantee, and spent three years writing his own way out of debt. His second company, a logistics software firm, was acquired in 2019. He founded ${BRAND.fullName} in 2023.`,
  ctaTitle: 'Start on Page One Tonight',
} as const;
