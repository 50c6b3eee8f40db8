import type { CONSULTATION_CALL_TYPES } from '@shared/constants';

export type CallType = (typeof CONSULTATION_CALL_TYPES)[number];

export interface CallTypeOption {
  value: CallType;
  label: string;
  /** Spec 9: FaceTime and Zoom are the premium call types. */
  premium: boolean;
  description: string;
}

export const CALL_TYPE_OPTIONS: readonly CallTypeOption[] = [
  {
    value: 'facetime',
    label: 'FaceTime',
    premium: true,
    description: 'Face to face from your iPhone, iPad or Mac.',
  },
  {
    value: 'zoom',
    label: 'Zoom',
    premium: true,
    description: 'A video call from any device; your advisor sends the link.',
  },
  {
    value: 'phone',
    label: 'Phone',
    premium: false,
    description: 'Your advisor calls you at the time you choose.',
  },
];

export const callTypeLabel = (value: CallType): string =>
  CALL_TYPE_OPTIONS.find((o) => o.value === value)?.label ?? value;
