import { ScrollRestoration } from 'react-router-dom';
import { Toaster } from '@sidequest/web-ui';
import { useSession, useSessionBootstrap } from '../../auth';
import { AppLayout } from './AppLayout';
import { PageSpinner } from '@sidequest/web-ui';
import { PublicLayout } from './PublicLayout';
import '../layout.css';
import '../sidebar.css';

/** Spec 2: the same routes for everyone; only the presence of a session picks the frame. */
export function RootLayout() {
  useSessionBootstrap();
  const { status } = useSession();

  return (
    <>
      {status === 'unknown' ? <PageSpinner /> : status === 'signed-in' ? <AppLayout /> : <PublicLayout />}
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
