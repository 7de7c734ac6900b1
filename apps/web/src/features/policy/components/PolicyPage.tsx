import { useLocation, useNavigate } from 'react-router-dom';
import { Card, PageHeader } from '@sidequest/web-ui';
import { Tabs } from '@sidequest/web-ui/primitives';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { hashForPolicyTab, policyTabFromHash, type PolicyTab } from '../policy-tabs';
import { PrivacyPolicy } from './PrivacyPolicy';
import { TermsOfUse } from './TermsOfUse';

export function PolicyPage() {
  useDocumentTitle('Privacy Policy & Terms of Use');
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const tab = policyTabFromHash(hash);

  const onTabChange = (next: string) =>
    navigate({ search, hash: hashForPolicyTab(next as PolicyTab) }, { replace: true, preventScrollReset: true });

  return (
    <div className="page page--reading">
      <PageHeader
        eyebrow="The fine print"
        title="Privacy Policy & Terms of Use"
        description="How SideQuest treats your data, and the rules of the road."
      />
      <Card className="policy-card">
        <Tabs
          label="Policy documents"
          value={tab}
          onValueChange={onTabChange}
          items={[
            { id: 'privacy', label: 'Privacy Policy', content: <PrivacyPolicy /> },
            { id: 'terms', label: 'Terms of Use', content: <TermsOfUse /> },
          ]}
        />
      </Card>
    </div>
  );
}
