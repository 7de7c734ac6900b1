import { Field, Input } from '@sidequest/web-ui/primitives';
import { KeyRoundIcon } from 'lucide-react';
import { AccountCard, AccountCardSubmit } from '../../../lib/AccountCard';
import { useChangePassword } from '../hooks/useChangePassword';

const DESCRIPTION =
  'Enter your current password and a new one. Every other device is signed out; you stay signed in here, ' +
  'and we mail you a notice.';

/** The current password and the new one twice; other devices are signed out, this one stays signed in. */
export function ChangePasswordCard() {
  const { register, pending, onSubmit } = useChangePassword();
  return (
    <AccountCard title="Change password" description={DESCRIPTION}>
      <form className="password-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <Field label="Current password">
          <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
        </Field>
        <Field label="New password" hint="At least 8 characters, and not one of the most common passwords.">
          <Input type="password" autoComplete="new-password" {...register('newPassword')} />
        </Field>
        <Field label="Confirm new password">
          <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
        </Field>
        <AccountCardSubmit icon={KeyRoundIcon} variant="secondary" pending={pending} pendingText="Changing...">
          Change password
        </AccountCardSubmit>
      </form>
    </AccountCard>
  );
}
