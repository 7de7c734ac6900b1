import { useNavigate } from 'react-router-dom';
import { Button, EmptyState, ShieldIcon } from '@sidequest/web-ui';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

export function AuthPage() {
  useDocumentTitle('Create account');
  const navigate = useNavigate();
  return (
    <div className="page page--narrow page--centered">
      <EmptyState
        icon={<ShieldIcon size={26} />}
        eyebrow="Your account"
        title="Create account"
        description={
          <p>
            Sign in or create your SideQuest account here with your e-mail and a password, or with Google. This gate opens very
            soon.
          </p>
        }
      >
        <Button variant="secondary" onClick={() => navigate(paths.home)}>
          Back to Home
        </Button>
      </EmptyState>
    </div>
  );
}
