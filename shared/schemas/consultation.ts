import * as v from 'valibot';
import {
  CONSULTATION_CALL_TYPES,
  CONSULTATION_TIME_SLOTS,
  CONSULTATION_TOPICS,
} from '../constants';
import { isCalendarDate, optionalMultiLineText, optionalText } from './fields';

/**
 * The consultation wizard (spec 4, 5, 9). The date's minimum is "today" in the member's own
 * calendar, so the schema is built for a given day (YYYY-MM-DD).
 */
export function consultationSchema(today: string) {
  return v.object({
    callType: v.picklist(CONSULTATION_CALL_TYPES, 'Please choose a call type'),
    preferredDate: v.pipe(
      v.string('Please select a date'),
      v.nonEmpty('Please select a date'),
      v.isoDate('Please select a date'),
      v.check(isCalendarDate, 'Please select a date'),
      v.check((d) => d >= today, 'Please select a date from today on'),
    ),
    preferredTime: v.picklist(CONSULTATION_TIME_SLOTS, 'Please select a time'),
    topic: v.picklist(CONSULTATION_TOPICS, 'Please select a consultation topic'),
    message: optionalMultiLineText(2000),
    phoneNumber: optionalText(30),
    appleId: optionalText(254),
  });
}

export type Consultation = v.InferOutput<ReturnType<typeof consultationSchema>>;

export { localIsoDate } from '../local-date';
