import { Link } from 'react-router-dom';
import { Button } from '@sidequest/web-ui';
import { Field, Input } from '@sidequest/web-ui/primitives';
import { authSearchFor } from '../auth-mode';
import { useForgotPasswordForm, useResetPasswordForm } from '../hooks/usePasswordRecovery';

function BackToSignIn() {
  return (
    <p className="auth-switch">
      Remembered it? <Link to={authSearchFor('login')}>Back to sign in</Link>
    </p>
  );
}

export function ForgotPasswordForm() {
  const { register, pending, onSubmit } = useForgotPasswordForm();
  return (
    <>
      <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Forgot password">
        <Field label="Email">
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            required
            {...register('email')}
          />
        </Field>
        <Button type="submit" variant="hero" size="lg" block loading={pending} className="auth-form__submit">
          Send reset link
        </Button>
      </form>
      <BackToSignIn />
    </>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const form = useResetPasswordForm(token);
  if (!token) {
    return (
      <>
        <p className="auth-card__notice" role="alert">
          This reset link is incomplete. Open the link from the email again, or ask for a new one.
        </p>
        <Link to={authSearchFor('forgot')} className="auth-form__forgot">
          Send me a new link
        </Link>
      </>
    );
  }
  return (
    <>
      <form
        className="auth-form"
        onSubmit={(event) => void form.onSubmit(event)}
        noValidate
        aria-label="Choose a new password"
      >
        <Field label="New password" hint="At least 8 characters.">
          <Input type="password" autoComplete="new-password" required {...form.register('password')} />
        </Field>
        <Field label="Confirm new password">
          <Input type="password" autoComplete="new-password" required {...form.register('confirmPassword')} />
        </Field>
        <Button type="submit" variant="hero" size="lg" block loading={form.pending} className="auth-form__submit">
          Save new password
        </Button>
      </form>
      <BackToSignIn />
    </>
  );
}
