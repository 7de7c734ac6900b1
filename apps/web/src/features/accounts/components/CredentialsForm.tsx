import { Link } from 'react-router-dom';
import { Button } from '@sidequest/web-ui';
import { Field, Input } from '@sidequest/web-ui/primitives';
import { authSearchFor } from '../auth-mode';
import { useCredentialsForm } from '../hooks/useCredentialsForm';
import { GoogleButton } from './GoogleButton';

/** Login and sign-up share one form (and its typed values) so switching modes loses nothing. */
export function CredentialsForm({ mode }: { mode: 'login' | 'signup' }) {
  const { register, pending, onSubmit } = useCredentialsForm(mode);
  const signup = mode === 'signup';

  return (
    <>
      {/* noValidate: the app's own notices (toasts) replace the browser's bubbles. */}
      <form
        className="auth-form"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={signup ? 'Create account' : 'Sign in'}
      >
        <Field label="Email">
          <Input
            type="email"
            autoComplete={signup ? 'email' : 'username'}
            inputMode="email"
            placeholder="you@example.com"
            required
            {...register('email')}
          />
        </Field>
        <Field
          label="Password"
          aside={
            <Link to={authSearchFor('forgot')} className="auth-form__forgot">
              Forgot password?
            </Link>
          }
        >
          <Input
            type="password"
            autoComplete={signup ? 'new-password' : 'current-password'}
            required
            {...register('password')}
          />
        </Field>
        {signup && (
          <Field label="Confirm password">
            <Input type="password" autoComplete="new-password" required {...register('confirmPassword')} />
          </Field>
        )}
        <Button type="submit" variant="hero" size="lg" block loading={pending} className="auth-form__submit">
          {signup ? 'Create account' : 'Sign in'}
        </Button>
      </form>
      <div className="auth-divider" role="separator">
        <span>or</span>
      </div>
      <GoogleButton />
      <p className="auth-switch">
        {signup ? 'Already have an account?' : 'New to SideQuest?'}{' '}
        <Link to={authSearchFor(signup ? 'login' : 'signup')} replace>
          {signup ? 'Sign in' : 'Create an account'}
        </Link>
      </p>
    </>
  );
}
