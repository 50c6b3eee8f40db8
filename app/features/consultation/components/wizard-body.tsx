import { Controller, useWatch } from 'react-hook-form';
import { Button } from '@app/components/ui/button';
import { useConsultationWizard } from '../hooks/use-consultation-wizard';
import { CallTypeStep } from './call-type-step';
import { DetailsStep } from './details-step';
import { ScheduleStep } from './schedule-step';
import { StepIndicator } from './step-indicator';

/** The wizard's steps and navigation; mounted while the dialog is open, so it starts afresh. */
export function WizardBody({ onBooked }: { onBooked: () => void }) {
  const { form, step, last, back, onSubmit, today } = useConsultationWizard(onBooked);
  const {
    control,
    register,
    formState: { errors, isSubmitting },
  } = form;
  const callType = useWatch({ control, name: 'callType' });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Book a consultation"
      className="flex flex-col gap-7"
    >
      <StepIndicator current={step} />
      <div className="min-h-[300px]">
        {step === 0 && (
          <CallTypeStep
            field={register('callType')}
            selected={callType}
            error={errors.callType?.message}
          />
        )}
        {step === 1 && (
          <Controller
            control={control}
            name="preferredTime"
            render={({ field, fieldState }) => (
              <ScheduleStep
                today={today}
                date={register('preferredDate')}
                dateError={errors.preferredDate?.message}
                time={field.value}
                onTimeChange={field.onChange}
                timeError={fieldState.error?.message}
                timeRef={field.ref}
              />
            )}
          />
        )}
        {step === 2 && <DetailsStep callType={callType} register={register} errors={errors} />}
      </div>
      <div className="flex items-center justify-between gap-4 border-t border-white/8 pt-6">
        <Button
          variant="ghost"
          onClick={back}
          disabled={step === 0 || isSubmitting}
          className="px-0"
        >
          Back
        </Button>
        {last ? (
          <Button key="book" type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Booking...' : 'Book Consultation'}
          </Button>
        ) : (
          <Button key="continue" type="submit">
            Continue
          </Button>
        )}
      </div>
    </form>
  );
}
