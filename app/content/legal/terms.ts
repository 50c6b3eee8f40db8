import { BOOK, UNITS_PER_CUSTOMER, WAITLIST_MEMBER_LIMIT } from '@shared/constants';
import { BRAND } from '@shared/brand';
import { SUPPORT } from '@app/config/support-contact';
import type { LegalDocument } from '../types';
import {
  GIVEAWAY_MINIMUM_AGE,
  GOVERNING_LAW,
  LEGAL_EFFECTIVE_DATE,
  LEGAL_LAST_UPDATED,
  LEGAL_MINIMUM_AGE,
} from './meta';

const CLUB = BRAND.fullName;

/** Terms and Conditions: 12 sections (spec 2.13). */
export const TERMS: LegalDocument = {
  title: 'Terms and Conditions',
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: `These Terms and Conditions govern your use of the ${CLUB} website, app and services. Please read them carefully: by using the club, joining the waitlist or making a request, you agree to them.`,
  sections: [
    {
      id: 'acceptance',
      title: '1. Acceptance of These Terms',
      body: [
        {
          type: 'p',
          text: `${CLUB} is operated by ${BRAND.legalEntity} (“${BRAND.name}”, “we”, “us”). These Terms form a binding agreement between you and us and apply to every page, form, purchase and request you make through our website and installable app, online or offline. Additional terms shown at the point of purchase, such as the price and inclusions of a specific package or the Official Rules of a promotion, form part of this agreement for that transaction.`,
        },
        {
          type: 'p',
          text: 'If you do not agree to these Terms, please do not use the club. Our Privacy Policy explains how we handle personal information and should be read alongside them.',
        },
      ],
    },
    {
      id: 'eligibility',
      title: '2. Eligibility and Your Account',
      body: [
        {
          type: 'p',
          text: `You must be at least ${LEGAL_MINIMUM_AGE} years old and able to form a binding contract to create an account, join the waitlist, request a booking or buy anything from us. Some promotions have a higher minimum age, which their rules state.`,
        },
        {
          type: 'p',
          text: 'You agree to give accurate information and keep it current, to keep your password confidential and to tell us promptly if you believe your account has been used without permission. You are responsible for activity under your account. We may suspend or close an account that breaks these Terms or is used fraudulently.',
        },
      ],
    },
    {
      id: 'membership',
      title: '3. Membership and the Waitlist',
      body: [
        {
          type: 'p',
          text: `Membership is by application and is limited to ${WAITLIST_MEMBER_LIMIT} members. Joining the waitlist does not guarantee membership, an invitation or any particular place in line; positions and counts shown on the site are indicative. We may accept or decline any application at our discretion.`,
        },
        {
          type: 'p',
          text: 'Membership fees, what a tier includes, its term and its renewal are set out in the offer you accept at checkout. Benefits described as “Included for Members” are provided within the allowances of your tier and are subject to availability. Recurring memberships renew automatically until cancelled; you may cancel at any time from your account or by contacting the concierge, and cancellation takes effect at the end of the current billing period unless your offer says otherwise.',
        },
      ],
    },
    {
      id: 'bookings',
      title: '4. Travel Requests and Bookings',
      body: [
        {
          type: 'p',
          text: 'A booking submitted through the club is a request, not a confirmed reservation. A booking is confirmed only when our concierge team confirms it to you in writing with its final details. Until then, dates, aircraft, accommodation and prices may change or be unavailable.',
        },
        {
          type: 'list',
          items: [
            'Flights, hotels, villas and experiences are supplied by independent operators who hold the relevant licences and whose own terms, including cancellation and change policies, apply to your booking.',
            'Private flights are operated by certified air carriers; the aircraft type shown is a guide and a comparable aircraft may be substituted.',
            'You are responsible for valid passports, visas, health documents and travel insurance for every traveller in your party.',
            'Where a request cannot be fulfilled, we will tell you and offer alternatives; we are not liable for a supplier’s failure to perform, though we will help you pursue it.',
          ],
        },
      ],
    },
    {
      id: 'payments',
      title: '5. Payments Through Stripe',
      body: [
        {
          type: 'p',
          text: 'Payments are processed by Stripe, Inc. and its affiliates. Your card or wallet details are entered on Stripe’s secure pages and are not stored on our servers. By paying, you authorise the charge shown at checkout, and for recurring memberships and installment plans you authorise the future charges described there on the dates stated.',
        },
        {
          type: 'p',
          text: 'Prices are in US dollars and include or add sales tax as shown at checkout. Money-back guarantees apply only where an offer expressly states one, for the period stated and on the conditions stated. Refunds, where due, are returned to the original payment method. If a payment fails or is reversed, we may pause the related service until it is resolved.',
        },
      ],
    },
    {
      id: 'shop',
      title: '6. Shop, Book and Pre-Orders',
      body: [
        {
          type: 'p',
          text: `Products in our shop are sold while stocks last, and limited items are restricted to ${UNITS_PER_CUSTOMER} units per customer. We may cancel orders that exceed a limit or appear to be for resale, and refund them in full.`,
        },
        {
          type: 'p',
          text: `Pre-orders of the hardcover book and gift kit are charged when you order and are expected to ship on ${BOOK.shipsOn}. Shipping dates are estimates; if a date moves materially we will tell you and you may cancel for a full refund before your order ships. Discount codes apply only as stated and cannot be exchanged for cash. Digital editions sold through outside retailers are governed by those retailers’ terms.`,
        },
      ],
    },
    {
      id: 'promotions',
      title: '7. Giveaways and Promotions',
      body: [
        {
          type: 'p',
          text: `Giveaways, sweepstakes and gifted-getaway offers, including the Dubai getaway, are governed by their own Official Rules, which are published with each promotion and prevail over these Terms for that promotion. Eligibility, including the minimum age of ${GIVEAWAY_MINIMUM_AGE} and residency requirements, the entry period, the prize, the odds and what a winner must pay are set out there.`,
        },
        {
          type: 'p',
          text: 'No purchase is necessary to enter or win a sweepstakes. Where a promotion offers bonus entries with a purchase, its Official Rules describe a free method of entry. Void where prohibited.',
        },
      ],
    },
    {
      id: 'education',
      title: '8. The Challenge Is Education, Not Advice',
      body: [
        {
          type: 'p',
          text: 'The 120-day challenge, the book, the guides, templates, consultations and all articles are educational. They are not financial, investment, legal, tax or credit advice, and no fiduciary or professional relationship is created by them. Consult a qualified professional about your own circumstances before acting.',
        },
        {
          type: 'p',
          text: 'Stories and figures from members describe their individual experiences and are not typical or guaranteed. We do not promise any change to your credit score, debts, income or net worth. You have the right to dispute inaccurate information in your credit report directly with the credit bureaus yourself, free of charge, and nothing we provide removes accurate, timely information from a report.',
        },
      ],
    },
    {
      id: 'uploads',
      title: '9. Documents You Upload',
      body: [
        {
          type: 'p',
          text: 'Some services ask you to upload sensitive documents, such as credit reports or identity documents, through a secure form. Upload only documents that belong to you or that you are authorised to share. We handle them securely, use them only to provide the service you requested, restrict access to the staff and processors who need them, and delete them as our Privacy Policy describes.',
        },
        {
          type: 'p',
          text: 'You keep ownership of anything you upload, including your profile photograph, and give us a limited licence to store and display it as needed to run your account.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      title: '10. Acceptable Use and Intellectual Property',
      body: [
        {
          type: 'p',
          text: 'You agree not to misuse the club: no unlawful, fraudulent or abusive activity, no attempts to access accounts or systems that are not yours, no automated scraping, no interference with security features, and no resale of member benefits.',
        },
        {
          type: 'p',
          text: `The site, app, book, guides, templates, images and brand names, including the ${BRAND.name} name and monogram, belong to ${BRAND.legalEntity} or its licensors. You may use them for your own personal, non-commercial purposes; any other use needs our written permission. Other trademarks shown belong to their owners.`,
        },
      ],
    },
    {
      id: 'liability',
      title: '11. Disclaimers and Limitation of Liability',
      body: [
        {
          type: 'p',
          text: 'The club is provided “as is” and “as available”. To the fullest extent the law allows, we disclaim implied warranties of merchantability, fitness for a particular purpose and non-infringement, and we do not warrant that the service will be uninterrupted or error-free, though we work hard to make it so, including when you are offline.',
        },
        {
          type: 'p',
          text: 'To the fullest extent the law allows, we are not liable for indirect, incidental, special or consequential losses, and our total liability for any claim is limited to the amount you paid us in the twelve months before it arose. Nothing in these Terms limits liability that cannot be limited by law.',
        },
      ],
    },
    {
      id: 'law-and-contact',
      title: '12. Governing Law, Changes and Contact',
      body: [
        {
          type: 'p',
          text: `These Terms are governed by the laws of ${GOVERNING_LAW}, without regard to its conflict-of-law rules, and disputes will be heard in the state or federal courts located in Delaware, unless the law where you live gives you the right to bring a claim there.`,
        },
        {
          type: 'p',
          text: 'We may update these Terms from time to time. We will change the date at the top of this page and, for material changes, tell members by email or in the app before they take effect. Continuing to use the club after that means you accept the updated Terms.',
        },
        {
          type: 'p',
          text: `Questions about these Terms? Contact the concierge at ${SUPPORT.email} or ${SUPPORT.phone}.`,
        },
      ],
    },
  ],
};
