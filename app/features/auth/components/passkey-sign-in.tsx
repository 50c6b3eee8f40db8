import { FormError } from '@app/components/forms/form-error';
import { Button } from '@app/components/ui/button';
import { usePasskeySignIn } from '../data/use-passkey-sign-in';

/** 'Sign in with a passkey', under the password form: an alternative, never a replacement. */
export function PasskeySignIn({ redirect }: { redirect: string | null }) {
  const { signIn, busy, refusal } = usePasskeySignIn(redirect);
  return (
    <div className="mt-6 flex flex-col gap-4 border-t border-white/8 pt-6">
      {refusal && <FormError title="Sign In Failed">{refusal}</FormError>}
      <Button
        variant="outline"
        size="lg"
        disabled={busy}
        onClick={() => void signIn()}
        className="w-full"
      >
        {busy ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
      </Button>
    </div>
  );
}
