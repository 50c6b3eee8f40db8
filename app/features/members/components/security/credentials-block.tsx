import { useState } from 'react';
import { Button } from '@app/components/ui/button';
import type { RunSecurityAction } from '../../data/use-security-action';
import { ChangeEmailDialog } from './change-email-dialog';
import { ChangePasswordDialog } from './change-password-dialog';
import { RowNote, SecurityBlock, SecurityRow } from './security-block';

interface CredentialsBlockProps {
  email: string;
  run: RunSecurityAction;
  onChange: () => void;
}

/** How the member signs in: their email and their password, each with its way to change it. */
export function CredentialsBlock({ email, run, onChange }: CredentialsBlockProps) {
  const [dialog, setDialog] = useState<'email' | 'password'>();
  const openOnly = (which: 'email' | 'password') => (open: boolean) =>
    setDialog(open ? which : undefined);
  return (
    <SecurityBlock
      title="Sign-in details"
      description="The email you sign in with, where the club writes to you, and your password."
    >
      <ul aria-label="Sign-in details" className="flex flex-col gap-3">
        {(
          [
            ['email', email, 'Email', 'Change email'],
            ['password', '••••••••••', 'Password', 'Change password'],
          ] as const
        ).map(([which, value, label, change]) => (
          <SecurityRow
            key={which}
            action={
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setDialog(which)}
                aria-haspopup="dialog"
              >
                {change}
              </Button>
            }
          >
            {/* The dots stand for a password kept secret: nothing to read aloud. */}
            <p className="truncate text-sand-100" aria-hidden={which === 'password' || undefined}>
              {value}
            </p>
            <RowNote>{label}</RowNote>
          </SecurityRow>
        ))}
      </ul>
      <ChangeEmailDialog
        open={dialog === 'email'}
        onOpenChange={openOnly('email')}
        currentEmail={email}
        run={run}
      />
      <ChangePasswordDialog
        open={dialog === 'password'}
        onOpenChange={openOnly('password')}
        run={run}
        onChanged={onChange}
      />
    </SecurityBlock>
  );
}
