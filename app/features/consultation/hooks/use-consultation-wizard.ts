import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { CONSULTATION_DELAY_MS } from '@shared/constants';
import { consultationSchema, localIsoDate, type Consultation } from '@shared/schemas/consultation';
import { keepOutboxAtHand } from '@app/components/forms/load-outbox';
import { toast } from '@app/components/ui/toast-store';
import { saveConsultation } from '../data/save-consultation';
import { consultationBooked } from '../lib/consultation-toast';
import { WIZARD_STEPS } from '../lib/wizard-steps';

type Input = v.InferInput<ReturnType<typeof consultationSchema>>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The wizard's form and step; `onBooked` closes it once the booking is confirmed. */
export function useConsultationWizard(onBooked: () => void) {
  const [today] = useState(() => localIsoDate(new Date()));
  const [schema] = useState(() => consultationSchema(today));
  const [step, setStep] = useState(0);
  useEffect(keepOutboxAtHand, []);
  const form = useForm<Input, unknown, Consultation>({
    resolver: valibotResolver(schema),
    // Choices start unmade: the schema's messages ask for them.
    defaultValues: { preferredDate: '', message: '', phoneNumber: '', appleId: '' },
  });
  const last = step === WIZARD_STEPS.length - 1;

  const next = async () => {
    const fields = WIZARD_STEPS[step]?.fields ?? [];
    if (await form.trigger(fields, { shouldFocus: true })) setStep((s) => s + 1);
  };
  const back = () => setStep((s) => Math.max(0, s - 1));

  const book = form.handleSubmit(async (values) => {
    try {
      await saveConsultation(values);
    } catch {
      toast({
        title: 'Not saved',
        description: "We couldn't save your request on this device. Please try again.",
        variant: 'destructive',
      });
      return;
    }
    // Spec 4: the booking takes 2 seconds whatever the network does; the outbox delivers the
    // request to the club's inbox in the background (issue 22), offline or not.
    await wait(CONSULTATION_DELAY_MS);
    toast(consultationBooked(values));
    onBooked();
  });

  // Enter in a field of an early step moves on rather than submitting half a request.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (last) return book(event);
    event.preventDefault();
    return next();
  };

  return { form, step, last, next, back, onSubmit, today };
}
