import { Link } from 'react-router-dom';
import { Button } from '@sidequest/web-ui';
import { MailCheckIcon, RotateCwIcon } from 'lucide-react';
import { authSearchFor } from '../auth-mode';
import { useResendConfirmation } from '../hooks/useResendConfirmation';

/** After a sign-up that needs confirmation: where the mail went, what to do, and "Send again". */
export function CheckInbox({ email }: { email: string }) {
  const { sendAgain, pending, sent, refusal } = useResendConfirmation(email);
  return (
    <div className="auth-inbox">
      <p className="auth-inbox__address" data-testid="inbox-address">
        {email}
      </p>
      <p className="auth-inbox__steps">
        Open the mail and press <strong>Confirm my email</strong> to finish signing up. Nothing there after a minute or
        two? Look in your spam folder, or send it again.
      </p>
      <Button
        variant="secondary"
        size="lg"
        block
        loading={pending}
        loadingText="Sending…"
        disabled={sent}
        onClick={() => void sendAgain()}
        className="auth-inbox__again"
      >
        {sent ? <MailCheckIcon size={18} aria-hidden="true" /> : <RotateCwIcon size={18} aria-hidden="true" />}
        {sent ? 'Sent again' : 'Send again'}
      </Button>
      <p className="auth-inbox__status" role="status" aria-live="polite">
        {sent ? 'A new link is on its way. The newest mail is the one to open.' : ''}
      </p>
      {refusal && (
        <p className="auth-card__notice auth-inbox__refusal" role="alert">
          {refusal}
        </p>
      )}
      <p className="auth-switch">
        Wrong address?{' '}
        <Link to={authSearchFor('signup')} replace>
          Use another address
        </Link>
      </p>
      <p className="auth-switch auth-inbox__signin">
        Confirmed already?{' '}
        <Link to={authSearchFor('login')} state={{ email }}>
          Sign in
        </Link>
      </p>
    </div>
  );
}
