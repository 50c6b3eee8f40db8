import { FormError } from '@app/components/forms/form-error';
import { Button } from '@app/components/ui/button';
import { TextField } from '@app/components/ui/field';
import { PersonInputs } from '@app/components/forms/person-inputs';
import { useRegisterForm, type Invited } from '../data/use-register-form';
import { ConnectionNotice } from './connection-notice';

interface RegisterFormProps {
  onStart: () => void;
  /** Runs once the account exists and the member is signed in on this device. */
  onRegistered: () => void;
  /** a waitlist invitation the member came with (/register?invite=…) */
  invited?: Invited;
}

/** Spec 2.8 and 5: the registration form, with the schema's and the server's messages. */
export function RegisterForm({ onStart, onRegistered, invited }: RegisterFormProps) {
  const { form, submit, refusal, needsConnection } = useRegisterForm(
    { onStart, onRegistered },
    invited,
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Create your membership"
      className="flex flex-col gap-5"
    >
      <PersonInputs
        errors={errors}
        fields={{
          firstName: register('firstName'),
          lastName: register('lastName'),
          email: register('email'),
          phoneNumber: register('phoneNumber'),
        }}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
      {needsConnection && <ConnectionNotice action="Creating your membership" />}
      {refusal && <FormError title="Registration Failed">{refusal}</FormError>}
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-1 w-full">
        {isSubmitting ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
