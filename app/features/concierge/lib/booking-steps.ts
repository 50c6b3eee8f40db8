import type { BookingStatus } from '@shared/booking-workflow';

export interface StepWords {
  /** the choice: 'Quote' */
  verb: string;
  /** the form's button */
  submit: string;
  /** the toast once done */
  done: string;
  /** what the note is for, under the field */
  noteHint: string;
}

/** The workflow's steps as the console offers them, named after where they lead. */
export const STEP_WORDS: Record<Exclude<BookingStatus, 'pending'>, StepWords> = {
  quoted: {
    verb: 'Quote',
    submit: 'Send the quote',
    done: 'Quote sent to the guest',
    noteHint: 'Mailed to the guest with the price: what it includes, how long it holds.',
  },
  confirmed: {
    verb: 'Confirm',
    submit: 'Confirm the booking',
    done: 'Booking confirmed',
    noteHint: 'Mailed to the guest with the confirmation.',
  },
  declined: {
    verb: 'Decline',
    submit: 'Decline the booking',
    done: 'Booking declined',
    noteHint: 'Mailed to the guest: a kind word on why, and what the club can offer instead.',
  },
  completed: {
    verb: 'Complete',
    submit: 'Mark as completed',
    done: 'Booking completed',
    noteHint: 'Shown to the member in My trips.',
  },
  cancelled: {
    verb: 'Cancel',
    submit: 'Cancel the booking',
    done: 'Booking cancelled',
    noteHint: 'Mailed to the guest with the cancellation.',
  },
};

export const stepWords = (status: BookingStatus) =>
  status === 'pending' ? undefined : STEP_WORDS[status];
