import { EmptyState, PageHeader, SparklesIcon } from '@sidequest/web-ui';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

export function OnboardingPage() {
  useDocumentTitle('Begin your quest');
  return (
    <div className="page page--narrow">
      <PageHeader eyebrow="Onboarding" title="Begin your quest" description="Two short steps, and your first adventure is ready." />
      <EmptyState
        icon={<SparklesIcon size={26} />}
        title="The three-universe question"
        description={
          <p>
            Here you will describe three jobs you would be excited to try, then choose your first quest from three tailored
            suggestions, each with a 30-minute-a-day plan.
          </p>
        }
      />
    </div>
  );
}
