import { useSidebar } from '../hooks/useSidebar';
import { useSidebarEffects } from '../hooks/useSidebarEffects';
import type { FeedbackFormSlot } from './FeedbackPopover';
import { Footer } from './Footer';
import { PageOutlet, SkipLink } from './PageFrame';
import { PastDueBanner } from '../../../lib/billing/PastDueBanner';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

export function AppLayout({ feedbackForm }: { feedbackForm: FeedbackFormSlot }) {
  const sidebar = useSidebar();
  useSidebarEffects(sidebar);

  return (
    <div
      className="app-shell"
      data-sidebar={sidebar.open ? 'expanded' : 'collapsed'}
      data-mobile={sidebar.isMobile || undefined}
    >
      <SkipLink />
      <Sidebar
        isMobile={sidebar.isMobile}
        expanded={sidebar.expanded}
        onCloseMobile={sidebar.closeMobile}
        feedbackForm={feedbackForm}
      />
      <div className="app-shell__body">
        <TopBar expanded={sidebar.expanded} onToggle={sidebar.toggle} />
        <main id="main" className="app-main" tabIndex={-1}>
          <PastDueBanner />
          <PageOutlet />
        </main>
        <Footer />
      </div>
    </div>
  );
}
