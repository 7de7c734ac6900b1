import { useState, type FormEvent } from 'react';
import { Button } from '@sidequest/web-ui';
import { Dialog, ErrorText, Field, Input } from '@sidequest/web-ui/primitives';
import { useDeleteAccount } from '../hooks/useDeleteAccount';

interface DeleteAccountDialogProps {
  email: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The password again and the e-mail typed to confirm: deleting cannot be undone. */
export function DeleteAccountDialog({ email, open, onOpenChange }: DeleteAccountDialogProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { deleteAccount, isDeleting, error } = useDeleteAccount();
  const matches = confirm.trim().toLowerCase() === email.toLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches && !isDeleting) void deleteAccount(password, confirm.trim());
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete your account?"
      description="This cancels any subscription, erases your quests, plans, progress and messages, and signs you out everywhere. It cannot be undone."
      size="sm"
    >
      <form onSubmit={submit} className="delete-form" noValidate>
        <Field
          label="Password"
          hint="Signed up with Google only? Sign in with Google again just before, and leave this empty."
        >
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Field label={`Type ${email} to confirm`}>
          <Input
            type="email"
            autoComplete="off"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            spellCheck={false}
          />
        </Field>
        <ErrorText className="delete-form__error">{error}</ErrorText>
        <div className="sq-actions sq-dialog__footer">
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={isDeleting}>
            Keep my account
          </Button>
          <Button
            type="submit"
            variant="destructive"
            disabled={!matches}
            loading={isDeleting}
            loadingText="Deleting..."
          >
            Delete my account
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
