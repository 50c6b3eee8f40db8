import type { UseFormRegister, FieldErrors } from 'react-hook-form';
import { CONSULTATION_TOPICS } from '@shared/constants';
import type { consultationSchema } from '@shared/schemas/consultation';
import type * as v from 'valibot';
import { SelectField } from '@app/components/forms/select-field';
import { TextareaField } from '@app/components/forms/textarea-field';
import { TextField } from '@app/components/ui/field';
import type { CallType } from '../lib/call-types';

type Input = v.InferInput<ReturnType<typeof consultationSchema>>;

const TOPIC_OPTIONS = CONSULTATION_TOPICS.map((topic) => ({ value: topic, label: topic }));

interface DetailsStepProps {
  callType: CallType | undefined;
  register: UseFormRegister<Input>;
  errors: FieldErrors<Input>;
}

/** Step 3: the topic, and what the advisor needs to reach the member on the chosen call type. */
export function DetailsStep({ callType, register, errors }: DetailsStepProps) {
  return (
    <div className="flex flex-col gap-5">
      <SelectField
        label="Consultation topic"
        placeholder="Select a topic"
        options={TOPIC_OPTIONS}
        error={errors.topic?.message}
        {...register('topic')}
      />
      {callType === 'facetime' && (
        <TextField
          label="Apple ID (optional)"
          autoComplete="email"
          inputMode="email"
          error={errors.appleId?.message}
          {...register('appleId')}
        />
      )}
      {callType === 'phone' && (
        <TextField
          label="Phone number (optional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
      )}
      <TextareaField
        label="Message (optional)"
        hint="What would you like to cover? Your advisor prepares before the call."
        rows={4}
        error={errors.message?.message}
        {...register('message')}
      />
    </div>
  );
}
