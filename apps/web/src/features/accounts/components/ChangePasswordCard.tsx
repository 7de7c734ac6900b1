import { Button, Card } from '@sidequest/web-ui';
import { Field, Input } from '@sidequest/web-ui/primitives';
import { KeyRoundIcon } from 'lucide-react';
import { useChangePassword } from '../hooks/useChangePassword';

/** The current password and the new one twice; other devices are signed out, this one stays signed in. */
export function ChangePasswordCard() {
  const { register, pending, onSubmit } = useChangePassword();
  return (
    <Card className="account-card">
      <div className="sq-card__header">
        <h2 className="sq-card__title">Change password</h2>
        <p className="sq-card__description">
          Enter your current password and a new one. Every other device is signed out; you stay signed in here, and we
          mail you a notice.
        </p>
      </div>
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
        <div className="account-card__actions">
          <Button type="submit" variant="secondary" loading={pending} loadingText="Changing...">
            <KeyRoundIcon size={18} aria-hidden="true" /> Change password
          </Button>
        </div>
      </form>
    </Card>
  );
}
