import type { Consultation } from '@shared/schemas/consultation';

export interface WizardStep {
  title: string;
  /** The fields Continue validates before moving on. */
  fields: Array<keyof Consultation>;
}

/** Spec 4: the consultation wizard's three steps, in order. */
export const WIZARD_STEPS: readonly WizardStep[] = [
  { title: 'Call Type', fields: ['callType'] },
  { title: 'Schedule', fields: ['preferredDate', 'preferredTime'] },
  { title: 'Details', fields: ['topic', 'message', 'phoneNumber', 'appleId'] },
];
