import { useNavigate } from 'react-router-dom';
import { Button, EmptyState, PageHeader, QuestIcon } from '@sidequest/web-ui';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

export function QuestProgressPage() {
  useDocumentTitle('Current Quest');
  const navigate = useNavigate();
  return (
    <div className="page">
      <PageHeader eyebrow="Current Quest" title="Quest Progress" description="See how far you have come, one milestone at a time." />
      <EmptyState
        icon={<QuestIcon size={26} />}
        title="Your progress map is being drawn"
        description={
          <p>
            Here you will tick off milestones, watch your progress grow and add your daily quest time to your calendar.
          </p>
        }
      >
        <Button variant="secondary" onClick={() => navigate(paths.dashboard)}>
          Return to Dashboard
        </Button>
      </EmptyState>
    </div>
  );
}
