import { Link } from 'react-router-dom';
import { Button, Field, Input } from '@sidequest/web-ui';
import { authSearchFor } from '../auth-mode';
import { useCredentialsForm } from '../hooks/useCredentialsForm';
import { GoogleButton } from './GoogleButton';

/** Login and sign-up share one form (and its typed values) so switching modes loses nothing. */
export function CredentialsForm({ mode }: { mode: 'login' | 'signup' }) {
  const { values, setField, pending, onSubmit } = useCredentialsForm(mode);
  const signup = mode === 'signup';

  return (
    <>
      {/* noValidate: the spec's own notices (toasts) replace the browser's bubbles. */}
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-label={signup ? 'Create account' : 'Sign in'}>
        <Field label="Email">
          <Input
            name="email"
            type="email"
            autoComplete={signup ? 'email' : 'username'}
            inputMode="email"
            placeholder="you@example.com"
            required
            value={values.email}
            onChange={(e) => setField('email', e.target.value)}
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
            name="password"
            type="password"
            autoComplete={signup ? 'new-password' : 'current-password'}
            required
            value={values.password}
            onChange={(e) => setField('password', e.target.value)}
          />
        </Field>
        {signup && (
          <Field label="Confirm password">
            <Input
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              required
              value={values.confirmPassword}
              onChange={(e) => setField('confirmPassword', e.target.value)}
            />
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
