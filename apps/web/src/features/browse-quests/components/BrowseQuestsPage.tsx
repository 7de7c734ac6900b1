import { useNavigate } from 'react-router-dom';
import { ArrowLeftIcon, Badge, Button, EmptyState, MapIcon, PageHeader } from '@sidequest/web-ui';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

const categories = ['Financial', 'Career', 'Lifestyle', 'Creative', 'Entrepreneurship', 'Connection'];

export function BrowseQuestsPage() {
  useDocumentTitle('Community Quests');
  const navigate = useNavigate();
  return (
    <div className="page">
      <PageHeader
        eyebrow="Community"
        title="Community Quests"
        description="Quests shared by the SideQuest community, ready to start."
        actions={
          <Button variant="ghost" onClick={() => navigate(paths.dashboard)}>
            <ArrowLeftIcon size={18} /> Back to Dashboard
          </Button>
        }
      />
      <EmptyState
        icon={<MapIcon size={26} />}
        title="The quest board is being assembled"
        description={<p>Soon you can search community quests and filter them by category:</p>}
      >
        <ul className="chip-list" aria-label="Categories">
          {categories.map((c) => (
            <li key={c}>
              <Badge variant="outline">{c}</Badge>
            </li>
          ))}
        </ul>
      </EmptyState>
    </div>
  );
}
