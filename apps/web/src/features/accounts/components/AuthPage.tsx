import { useLocation, useSearchParams } from 'react-router-dom';
import { Card, PageSpinner } from '@sidequest/web-ui';
import { MailIcon, ShieldIcon } from 'lucide-react';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { AUTH_TITLES, authModeFrom, inboxAddressFrom } from '../auth-mode';
import { useAuthLinkNotices } from '../hooks/useAuthLinkNotices';
import { useSignedInRedirect } from '../../../lib/session';
import { CheckInbox } from './CheckInbox';
import { CredentialsForm } from './CredentialsForm';
import { ForgotPasswordForm, ResetPasswordForm } from './PasswordRecoveryForms';
import '../auth.css';

export function AuthPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  // The check-your-inbox screen needs the address its history entry carries; a bare link to it is sign-up.
  const inbox = inboxAddressFrom(location.state);
  const asked = authModeFrom(params);
  const mode = asked === 'inbox' && !inbox ? 'signup' : asked;
  const { title, lead } = AUTH_TITLES[mode];
  useDocumentTitle(title);
  useAuthLinkNotices();
  const leaving = useSignedInRedirect(mode !== 'reset');
  // A protected screen sent a person here because their session ended without them (RequireSession).
  const state = location.state as { signedOut?: boolean } | null;
  const signedOut = mode === 'login' && state?.signedOut === true;

  if (leaving) return <PageSpinner label="Opening your quests" />;
  return (
    <div className="page auth-page">
      <Card className="auth-card">
        <div className="sq-medallion auth-card__icon" aria-hidden="true">
          {mode === 'inbox' ? <MailIcon size={24} /> : <ShieldIcon size={24} />}
        </div>
        <h1 className="auth-card__title">{title}</h1>
        <p className="auth-card__lead">{lead}</p>
        {signedOut && (
          <p role="status" className="auth-card__notice">
            You were signed out. Sign in to pick up where you left off.
          </p>
        )}
        {mode === 'inbox' && inbox ? (
          <CheckInbox email={inbox} />
        ) : mode === 'login' || mode === 'signup' ? (
          <CredentialsForm mode={mode} />
        ) : mode === 'forgot' ? (
          <ForgotPasswordForm />
        ) : (
          <ResetPasswordForm token={params.get('token') ?? ''} />
        )}
      </Card>
    </div>
  );
}
