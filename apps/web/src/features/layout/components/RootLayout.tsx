import { lazy, Suspense, type ReactNode } from 'react';
import { ScrollRestoration } from 'react-router-dom';
import { PageSpinner, Toaster } from '@sidequest/web-ui';
import { useSession, useSessionBootstrap } from '../../../lib/session';
import type { FeedbackFormSlot } from './FeedbackPopover';
import { PublicLayout } from './PublicLayout';
import '../layout.css';
import '../sidebar.css';

// The signed-in frame (Radix drawer, menus, the sidebar slice) is its own chunk: visitors never load it.
const AppLayout = lazy(() => import('./AppLayout').then((m) => ({ default: m.AppLayout })));

export interface RootLayoutProps {
  /** Fixed at the top right of every screen, signed in or not; the frames keep that corner clear. */
  corner?: ReactNode;
  /** The form the side navigation's Give Feedback popover opens (the app passes the feedback feature's). */
  feedbackForm: FeedbackFormSlot;
}

/** The same routes for everyone; only the presence of a session picks the frame. */
export function RootLayout({ corner, feedbackForm }: RootLayoutProps) {
  useSessionBootstrap();
  const { status } = useSession();

  return (
    <>
      {status === 'unknown' ? (
        <PageSpinner />
      ) : status === 'signed-in' ? (
        <AppLayoutFrame feedbackForm={feedbackForm} />
      ) : (
        <PublicLayout />
      )}
      {corner && (
        <aside className="corner-slot" aria-label="Feedback">
          {corner}
        </aside>
      )}
      <Toaster />
      <ScrollRestoration />
    </>
  );
}

function AppLayoutFrame({ feedbackForm }: { feedbackForm: FeedbackFormSlot }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <AppLayout feedbackForm={feedbackForm} />
    </Suspense>
  );
}
