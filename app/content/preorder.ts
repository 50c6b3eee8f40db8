/** /preorder: editions, proof, benefit cards, reader testimonials, FAQ and the 9-page preview. */
import { BOOK } from '@shared/constants';
import { BOOK_INFO } from './book';
import { usd } from './text';
import type { ContentImage, FaqItem, IconCard, Stat, Testimonial } from './types';

import { GIFT_KIT_VALUE } from './gift-kit';

export { GIFT_KIT_VALUE };
export const PREORDER_STATS: readonly Stat[] = [
  { value: '50K+', label: 'Copies sold' },
  { value: '4.9', label: 'Average rating' },
  { value: '2,847', label: 'Reviews' },
];

export const PREORDER_PAGE = {
  hero: {
    eyebrow: 'Pre-Order Now · Limited First Printing',
    title: `Pre-Order ${BOOK_INFO.title}`,
    subtitle:
      'The signed hardcover arrives in a luxury gift kit built for the journey the book describes. Or start reading tonight with the digital edition.',
    rating: '4.9',
    reviews: '2,847 reviews',
    copies: '50K+ copies',
  },
  digital: {
    title: 'Digital Edition',
    price: BOOK.digital,
    priceLabel: usd(BOOK.digital),
    description: 'Read instantly on any device from our retail partner.',
    cta: `Buy Digital - ${usd(BOOK.digital)}`,
    note: 'Opens our retail partner in a new tab.',
  },
  hardcover: {
    title: 'Hardcover + Luxury Gift Kit',
    badge: 'Most Popular',
    listPrice: BOOK.hardcoverList,
    listPriceLabel: usd(BOOK.hardcoverList),
    checkoutPrice: BOOK.hardcoverTotal,
    checkoutPriceLabel: usd(BOOK.hardcoverTotal),
    discountCode: BOOK.discountCode,
    discountNote: `Code ${BOOK.discountCode} is applied automatically at checkout: ${usd(BOOK.discount)} off, you pay ${usd(BOOK.hardcoverTotal)}.`,
    kitValueLabel: `Luxury kit valued at ${usd(GIFT_KIT_VALUE)}`,
    shipping: `Ships ${BOOK.shipsOn}`,
    cta: `Pre-Order Hardcover - ${usd(BOOK.hardcoverList)}`,
    href: '/preorder/checkout',
    includes: [
      'Signed and numbered first-edition hardcover in a linen slipcase',
      'Full-grain leather travel journal with the 120-day planner',
      'Leather passport folio, embossed with the Aurelian monogram',
      'Solid brass fountain pen in a presentation sleeve',
      'A private strategy consultation with the Aurelian team',
      'Complete letter and trust worksheet templates, printed and bound',
    ],
    image: BOOK_INFO.giftKit,
  },
  benefitsTitle: 'Why Readers Pre-Order the Hardcover',
  testimonialsTitle: 'What Readers Are Saying',
  faqTitle: 'Frequently Asked Questions',
  previewTitle: 'Look Inside',
  previewIntro:
    'Nine pages from the first printing: the title page, the contents and the opening of each part.',
} as const;

export const PREORDER_BENEFITS: readonly IconCard[] = [
  {
    title: 'Signed First Edition',
    description: 'Every hardcover in the first printing is signed and numbered by Julian Ashford.',
    icon: 'book',
  },
  {
    title: `A ${usd(GIFT_KIT_VALUE)} Gift Kit`,
    description: 'Leather journal, passport folio and brass pen, boxed for the journey ahead.',
    icon: 'gift',
  },
  {
    title: 'Private Consultation',
    description:
      'A one-to-one strategy call on credit, structure or cash flow, booked when it suits you.',
    icon: 'phone',
  },
  {
    title: 'The Complete Templates',
    description: 'Every dispute letter and trust worksheet from the book, printed and bound.',
    icon: 'file-text',
  },
  {
    title: 'Priority Challenge Access',
    description:
      'Hardcover readers are offered a place in the next 120-day challenge cohort first.',
    icon: 'key',
  },
  {
    title: 'Ships Insured',
    description: `Tracked and insured delivery, shipping ${BOOK.shipsOn}.`,
    icon: 'shield',
  },
];

export const PREORDER_TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'I have read a dozen money books. This is the first one that handed me the actual letters to send, and told me honestly what they can and cannot do.',
    name: 'Natalie R.',
    role: 'Agency founder, Denver',
  },
  {
    quote:
      'Chapter five paid for itself in the first meeting with my attorney. I finally understood what a living trust is for and what it is not.',
    name: 'David K.',
    role: 'Dental practice owner, Tampa',
  },
  {
    quote:
      'Part memoir, part manual, entirely practical. The weekly check-in alone changed how my husband and I talk about money.',
    name: 'Priya S.',
    role: 'E-commerce founder, Seattle',
  },
  {
    quote:
      'The private-jet chapter is pure fun, but the maths is serious. I booked an empty leg to Aspen for less than our business-class fares.',
    name: 'Michael T.',
    role: 'Commercial real estate broker, Chicago',
  },
];

export const PREORDER_FAQ: readonly FaqItem[] = [
  {
    question: 'When will the hardcover ship?',
    answer: `The first printing ships on ${BOOK.shipsOn}. You will receive a tracking link by email the day your kit leaves our warehouse.`,
  },
  {
    question: `Why is the hardcover listed at ${usd(BOOK.hardcoverList)} if I pay ${usd(BOOK.hardcoverTotal)}?`,
    answer: `The hardcover with the luxury gift kit is listed at ${usd(BOOK.hardcoverList)}. For the pre-order, code ${BOOK.discountCode} is applied automatically at checkout, taking ${usd(BOOK.discount)} off, so you pay ${usd(BOOK.hardcoverTotal)}. There is nothing to type.`,
  },
  {
    question: 'What is in the luxury gift kit?',
    answer: `A signed, numbered hardcover in a linen slipcase, a leather travel journal with the 120-day planner, a leather passport folio, a brass pen, the printed templates and a private strategy consultation, valued together at ${usd(GIFT_KIT_VALUE)}.`,
  },
  {
    question: 'Can I read something before I buy?',
    answer:
      'Yes. The first chapter is free to download from the book page, and nine pages from the first printing are in the preview on this page.',
  },
  {
    question: 'Is the digital edition the same book?',
    answer: `Yes, the full text, for ${usd(BOOK.digital)}, delivered instantly by our retail partner. It does not include the gift kit, the signed edition or the consultation.`,
  },
  {
    question: 'Do you ship internationally?',
    answer:
      'We ship to the United States, Canada, the United Kingdom and Australia. Import duties, where charged, are collected by the carrier on delivery.',
  },
  {
    question: 'Is the book financial advice?',
    answer:
      'No. It is education drawn from the author’s experience and the members he has worked with. Please speak with qualified professionals about your own circumstances before acting.',
  },
  {
    question: 'What if I change my mind?',
    answer:
      'You can cancel a pre-order for a full refund any time before it ships. After delivery, the book is covered by our 30-day money-back guarantee; the kit must be returned unused.',
  },
];

const previewAlts = [
  'Title page: First Class Freedom, The Debt-Free Path to a Private-Jet Life, by Julian Ashford',
  'Contents: ten chapters in three parts, The Ground, The Structure and The Altitude, and an epilogue',
  'Author’s note, Before We Board, on why the book begins with a negative number',
  'Chapter One, The Negative Twenty Thousand: opening page',
  'Chapter Three, Letters That Move Bureaus: opening page',
  'Chapter Five, Walls Around Your Work: opening page',
  'Chapter Seven, Cash Flow Is a Habit: opening page',
  'Chapter Nine, The Private-Jet Math: opening page',
  'Epilogue, Wheels Up: opening page',
];

/** The nine preview images (public/images/book/page-N.svg), in reading order. */
export const BOOK_PREVIEW_PAGES: readonly ContentImage[] = previewAlts.map((alt, i) => ({
  src: `/images/book/page-${i + 1}.svg`,
  alt,
  width: 600,
  height: 900,
}));
