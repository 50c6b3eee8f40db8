/** The Dubai giveaway and gifted-getaway screens: /win, /enter, /won and /activate (spec 2.14). */
import { VACATION } from '@shared/constants';
import { GIVEAWAY_MINIMUM_AGE } from './legal/meta';
import { usd } from './text';
import type { ContentLink, IconCard } from './types';

export const GIVEAWAY = {
  destination: 'Dubai',
  duration: '5 days and 4 nights',
  minimumAge: GIVEAWAY_MINIMUM_AGE,
  bonusEntries: 10,
  /** The closing moment, for anything that compares dates. */
  endsAt: '2025-11-23T23:59:00-05:00',
  endsLabel: 'Ends 23 Nov 2025 at 11:59 PM EST',
} as const;

export const WIN_PAGE = {
  hero: {
    eyebrow: 'The Aurelian Dubai Getaway',
    title: 'Win 5 Days and 4 Nights in Dubai',
    subtitle:
      'A five-star suite above the Arabian Gulf, desert dinners under the stars and a city that never does anything by halves. Enter free for your chance to win.',
    ends: GIVEAWAY.endsLabel,
  },
  prizeTitle: 'The Prize',
  prize: [
    {
      title: '5 Days and 4 Nights',
      description: 'A luxury suite for two in the heart of Dubai.',
      icon: 'crown',
    },
    {
      title: 'Winner Pays Only Sales Tax',
      description: 'The stay is on us; only sales tax is payable.',
      icon: 'gift',
    },
    {
      title: 'Concierge Planning',
      description: 'Desert, dining and spa arranged by our team.',
      icon: 'sparkles',
    },
  ] satisfies readonly IconCard[],
  fineprint: [
    'Flights not included.',
    `Open to legal residents of the 50 United States and the District of Columbia, ages ${GIVEAWAY_MINIMUM_AGE} and over.`,
    `${GIVEAWAY.endsLabel}.`,
  ],
  enter: { label: 'Enter the Giveaway', href: '/enter' } satisfies ContentLink,
  bonus: {
    title: `Get ${GIVEAWAY.bonusEntries} Bonus Entries`,
    text: `Every Playbook purchase adds ${GIVEAWAY.bonusEntries} bonus entries to your name, and the hardcover ships with a luxury gift kit.`,
    cta: { label: 'Pre-Order the Playbook', href: '/preorder' } satisfies ContentLink,
  },
  rulesTitle: 'Official Rules Summary',
  rules: [
    'No purchase necessary to enter or win. A purchase does not improve your chances beyond the bonus entries described, and an equal free method of bonus entry is available by writing to the concierge.',
    `Open to legal residents of the 50 United States and the District of Columbia who are ${GIVEAWAY_MINIMUM_AGE} years of age or older at the time of entry. Void where prohibited.`,
    `The giveaway closes ${GIVEAWAY.endsLabel.replace('Ends ', '')}. Entries received after that time are not counted.`,
    'One winner will be drawn at random from all eligible entries within seven days of the close and notified by email and phone.',
    'Prize: a 5-day, 4-night hotel stay in Dubai for the winner and one guest. The winner pays only the applicable sales tax. Flights, transfers, meals not stated and personal expenses are not included.',
    'Travel must be completed within twelve months of notification, subject to availability and blackout dates. The prize cannot be exchanged for cash.',
    'Odds of winning depend on the number of eligible entries received. Full Official Rules are available from the concierge on request.',
  ],
} as const;

export const ENTER_PAGE = {
  eyebrow: 'Dubai Getaway Giveaway',
  title: 'Enter to Win Dubai',
  intro: `Fill in your details for your free entry. We will only contact you about the giveaway and, if you win, to plan your stay. ${GIVEAWAY.endsLabel}.`,
  rulesCheckbox: `I agree to the Official Rules and confirm I am ${GIVEAWAY_MINIMUM_AGE}+`,
  submit: 'Submit Entry',
  submitting: 'Submitting...',
  rulesLink: { label: 'Read the rules summary', href: '/win' } satisfies ContentLink,
} as const;

export const WON_PAGE = {
  eyebrow: 'Gifted Getaway',
  title: 'You’ve Been Gifted a Getaway',
  intro:
    'Someone thought you deserved a break. Confirm your details below to activate your gifted getaway, and we will show you the destinations and dates available to you.',
  points: [
    `Valued up to ${usd(VACATION.valuedUpTo)}`,
    `Room for up to ${VACATION.maxGuests} guests`,
    `${VACATION.monthsToTravel} months to travel`,
  ],
  submit: 'Activate My Getaway',
  submitting: 'Activating...',
} as const;

export const ACTIVATE_PAGE = {
  eyebrow: 'Vacation Award',
  title: 'Congratulations! Your Vacation Is Reserved',
  intro:
    'Your gifted getaway has been activated. Choose your dates and secure your booking before the reservation window closes.',
  highlights: [
    {
      title: `Valued up to ${usd(VACATION.valuedUpTo)}`,
      description: 'Hotel accommodation at a hand-picked property.',
      icon: 'gift',
    },
    {
      title: `Up to ${VACATION.maxGuests} Guests`,
      description: 'Bring your partner, family or friends.',
      icon: 'users',
    },
    {
      title: `${VACATION.monthsToTravel} Months to Travel`,
      description: 'Pick the dates that suit you, well into next year.',
      icon: 'calendar',
    },
  ] satisfies readonly IconCard[],
  countdownTitle: 'Your reservation is held for',
  /** A static display (spec 2.14): the screen shows these values, it does not count down. */
  countdown: [
    { value: '02', label: 'Days' },
    { value: '14', label: 'Hours' },
    { value: '37', label: 'Minutes' },
    { value: '52', label: 'Seconds' },
  ],
  cta: 'Book Your Vacation Now',
  note: 'Only taxes and fees are payable when you book. Flights are not included.',
} as const;
