import { BRAND } from '@shared/brand';
import { SUPPORT } from '@app/config/support-contact';
import type { LegalDocument } from '../types';
import { LEGAL_EFFECTIVE_DATE, LEGAL_LAST_UPDATED, LEGAL_MINIMUM_AGE } from './meta';

const CLUB = BRAND.fullName;

/** Privacy Policy: 11 sections (spec 2.13). */
export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: `Your privacy is part of the service. This policy explains what ${CLUB} collects, why, who helps us process it, and the choices you have.`,
  sections: [
    {
      id: 'scope',
      title: '1. Who We Are and What This Policy Covers',
      body: [
        {
          type: 'p',
          text: `${BRAND.legalEntity} operates ${CLUB} and is the controller of the personal information described here. This policy covers our website, our installable app, our emails and the requests you make through them. It does not cover the websites of suppliers or partners you reach through us, which have their own policies.`,
        },
      ],
    },
    {
      id: 'information-we-collect',
      title: '2. Information We Collect',
      body: [
        {
          type: 'p',
          text: 'We collect information you give us and a small amount that your use of the club produces:',
        },
        {
          type: 'list',
          items: [
            'Waitlist, giveaway and activation entries: first and last name, email address, phone number and the form you used.',
            'Account details: email, a securely hashed password, name, phone, state, company name, profile photograph, chosen destination and upcoming trips.',
            'Booking and concierge requests: destination, dates, aircraft, number of guests, guest contact details and any special requests you include.',
            'Orders and payments: what you bought and the payment status. Card and wallet details are collected by Stripe, not by us.',
            'Uploaded documents: the credit or identity documents you choose to send through our secure form.',
            'Messages: contact-form messages, newsletter subscriptions and consultation requests.',
            'Technical data: basic server logs such as IP address, browser type and the time of a request, used for security.',
          ],
        },
      ],
    },
    {
      id: 'cookies-and-storage',
      title: '3. Cookies and Offline Storage',
      body: [
        {
          type: 'p',
          text: 'We set one cookie: a session cookie that keeps you signed in. It is HttpOnly, cannot be read by scripts, and is removed when you sign out or it expires. We do not use advertising or cross-site tracking cookies.',
        },
        {
          type: 'p',
          text: 'So that the club works offline, your browser keeps a local copy of the catalogue, a snapshot of your signed-in profile and any forms waiting to be sent, using local storage and IndexedDB on your device. This data stays on your device until it is sent, refreshed or cleared; signing out removes your profile snapshot, and you can clear all of it through your browser settings.',
        },
      ],
    },
    {
      id: 'how-we-use',
      title: '4. How We Use Information',
      body: [
        {
          type: 'list',
          items: [
            'To review waitlist applications and run memberships, accounts and the members dashboard.',
            'To handle booking requests and arrange travel with the suppliers who provide it.',
            'To process payments, deliver orders and pre-orders, and run giveaways under their rules.',
            'To provide the challenge, consultations and the document services you ask for.',
            'To answer messages and send the newsletter you subscribed to; every email has an unsubscribe link.',
            'To keep the service secure, prevent fraud and meet legal, tax and accounting obligations.',
          ],
        },
        {
          type: 'p',
          text: 'Where the GDPR applies, we rely on performing our contract with you, our legitimate interests in running and securing the club, your consent (for example for the newsletter, which you may withdraw at any time) and our legal obligations.',
        },
      ],
    },
    {
      id: 'sharing',
      title: '5. How We Share Information',
      body: [
        {
          type: 'p',
          text: 'We do not sell your personal information or share it for cross-context behavioural advertising. We share it only with:',
        },
        {
          type: 'list',
          items: [
            'Stripe, which processes payments and checkout on our behalf.',
            'Our email delivery provider, which sends confirmations, concierge replies and the newsletter.',
            'Our hosting and secure form providers, which store data and receive uploaded documents for us.',
            'Travel suppliers, such as air operators and hotels, only as needed to fulfil a booking you requested.',
            'Professional advisers and authorities, where the law requires it or to protect rights and safety.',
            'A successor organisation, if the club is reorganised or sold, under the protections of this policy.',
          ],
        },
        {
          type: 'p',
          text: 'Our processors may use the information only to provide their services to us and are bound by contract to protect it.',
        },
      ],
    },
    {
      id: 'retention',
      title: '6. How Long We Keep It',
      body: [
        {
          type: 'p',
          text: 'We keep account information while your account is open and for up to two years after it closes, booking and order records for seven years to meet tax and accounting rules, and waitlist entries for up to two years or until you ask us to remove them. Uploaded sensitive documents are kept only as long as the service you requested needs them and no longer than twelve months, then securely deleted. Security logs are kept for up to ninety days.',
        },
      ],
    },
    {
      id: 'security',
      title: '7. How We Protect It',
      body: [
        {
          type: 'p',
          text: 'We use encryption in transit, hashed passwords, short-lived and securely stored session tokens, strict access controls and regular review of who can reach sensitive data. Uploaded documents are stored apart from the public site and opened only by staff who need them. No system is perfectly secure; if a breach affecting you occurs, we will tell you and the authorities as the law requires.',
        },
      ],
    },
    {
      id: 'your-rights',
      title: '8. Your Rights and Choices',
      body: [
        {
          type: 'p',
          text: 'Wherever you live, you may ask us for a copy of your information, ask us to correct or delete it, and unsubscribe from marketing emails at any time.',
        },
        {
          type: 'list',
          items: [
            'California residents have the right under the CCPA, as amended by the CPRA, to know what we collect and how we use and disclose it, to access, correct and delete it, to opt out of its sale or sharing (we do neither), to limit the use of sensitive information, and not to be treated differently for using these rights.',
            'Residents of the European Economic Area, the United Kingdom and Switzerland have rights under the GDPR to access, rectify and erase their data, to restrict or object to processing, to data portability, to withdraw consent, and to complain to their data protection authority.',
            'An authorised agent may make a request for you; we will verify the request before acting on it and answer within the time the law allows.',
          ],
        },
        {
          type: 'p',
          text: `To make a request, email ${SUPPORT.email} with the subject “Privacy request”.`,
        },
      ],
    },
    {
      id: 'children',
      title: '9. Children',
      body: [
        {
          type: 'p',
          text: `The club is for adults aged ${LEGAL_MINIMUM_AGE} and over. We do not knowingly collect information from anyone under ${LEGAL_MINIMUM_AGE}. If you believe a minor has given us information, contact us and we will delete it.`,
        },
      ],
    },
    {
      id: 'international-transfers',
      title: '10. International Transfers',
      body: [
        {
          type: 'p',
          text: 'We are based in the United States and our processors may store data in the United States and other countries. When we transfer information from the European Economic Area, the United Kingdom or Switzerland, we rely on recognised safeguards such as the European Commission’s Standard Contractual Clauses, and for a booking abroad we share details with suppliers in the destination country only as needed to provide it.',
        },
      ],
    },
    {
      id: 'changes-and-contact',
      title: '11. Changes to This Policy and How to Contact Us',
      body: [
        {
          type: 'p',
          text: 'We may update this policy as the club changes. We will revise the date at the top of this page and, for material changes, tell members by email or in the app before they take effect.',
        },
        {
          type: 'p',
          text: `Questions, requests or complaints: ${BRAND.legalEntity}, ${SUPPORT.email}, ${SUPPORT.phone}.`,
        },
      ],
    },
  ],
};
