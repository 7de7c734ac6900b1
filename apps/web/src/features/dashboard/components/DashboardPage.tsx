import { useNavigate } from 'react-router-dom';
import { Button, CompassIcon, EmptyState, PageHeader } from '@sidequest/web-ui';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const navigate = useNavigate();
  return (
    <div className="page">
      <PageHeader
        eyebrow="Dashboard"
        title="Your Quest Log"
        description="Your current quest, its plan and the other quests waiting for you."
        actions={
          <>
            <Button variant="secondary" onClick={() => navigate(paths.browseQuests)}>
              Browse Quests
            </Button>
            <Button variant="hero" onClick={() => navigate(`${paths.onboarding}?redo=1`)}>
              New Quest
            </Button>
          </>
        }
      />
      <EmptyState
        icon={<CompassIcon size={26} />}
        title="Your current quest appears here"
        description={
          <p>
            Soon this page shows your current quest with its milestones and schedule, the community quests you are on, and the
            other quests you generated but have not started yet.
          </p>
        }
      />
    </div>
  );
}
