import { Controller, type UseFormReturn } from 'react-hook-form';
import { Button } from '@app/components/ui/button';
import { TextField } from '@app/components/ui/field';
import type { ProfileFields, ProfileFormInput } from '../../lib/profile-fields';
import { TripsEditor } from './trips-editor';

interface ProfileFormProps {
  form: UseFormReturn<ProfileFormInput, unknown, ProfileFields>;
  onSubmit: () => void;
  onCancel: () => void;
}

/** Edit mode: the member's details and trips; Save sends them through the outbox. */
export function ProfileForm({ form, onSubmit, onCancel }: ProfileFormProps) {
  const {
    control,
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Edit profile" className="flex flex-col gap-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <TextField
          label="State"
          autoComplete="address-level1"
          error={errors.state?.message}
          {...register('state')}
        />
        <TextField
          label="Company name"
          autoComplete="organization"
          error={errors.companyName?.message}
          className="sm:col-span-2"
          {...register('companyName')}
        />
      </div>
      <Controller
        control={control}
        name="upcomingTrips"
        render={({ field }) => <TripsEditor value={field.value} onChange={field.onChange} />}
      />
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-white/8 pt-6">
        <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
