import { useState, type ReactNode } from 'react';
import { Button, PageHeader } from '@sidequest/web-ui';
import { DownloadIcon, Trash2Icon } from 'lucide-react';
import { AccountCard, AccountCardActions } from '../../../lib/AccountCard';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useExportData } from '../hooks/useExportData';
import { ChangePasswordCard } from './ChangePasswordCard';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import '../account.css';

const EXPORT_DESCRIPTION =
  'Download everything SideQuest keeps about you as one JSON file: your account, profile, answers, quests, ' +
  'plans, progress, daily rhythm and reminders, subscription and messages.';

interface AccountPageProps {
  /** The plan card, composed in by app/ from the billing feature. */
  subscription?: ReactNode;
  /** The daily rhythm card (time zone and reminders), composed in by app/ from the progress feature. */
  dailyRhythm?: ReactNode;
}

/** Reached from the user control in the top bar: the plan, and the user's own data rights. */
export function AccountPage({ subscription, dailyRhythm }: AccountPageProps) {
  useDocumentTitle('Your account');
  const { user } = useSession();
  const email = user?.email ?? '';
  const { exportData, isExporting } = useExportData();
  const [deleting, setDeleting] = useState(false);

  return (
    <div className="page page--reading account">
      <PageHeader
        eyebrow="Account"
        title="Your account"
        description={
          <>
            Signed in as <strong>{email}</strong>
          </>
        }
      />
      {subscription}
      {dailyRhythm}
      <ChangePasswordCard />
      <AccountCard title="Your data" description={EXPORT_DESCRIPTION}>
        <AccountCardActions>
          <Button
            variant="secondary"
            onClick={() => void exportData()}
            loading={isExporting}
            loadingText="Preparing..."
          >
            <DownloadIcon size={18} aria-hidden="true" /> Export my data
          </Button>
        </AccountCardActions>
      </AccountCard>
      <AccountCard
        className="account-card--danger"
        title="Delete my account"
        description="Your subscription is cancelled and everything about you is erased. We send one goodbye mail."
      >
        <AccountCardActions>
          <Button variant="destructive" onClick={() => setDeleting(true)}>
            <Trash2Icon size={18} aria-hidden="true" /> Delete my account
          </Button>
        </AccountCardActions>
      </AccountCard>
      <DeleteAccountDialog email={email} open={deleting} onOpenChange={setDeleting} />
    </div>
  );
}
