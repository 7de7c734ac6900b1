import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '@sidequest/web-ui';

/** The first stop for the keyboard: straight to the page's main content. */
export function SkipLink() {
  return (
    <a href="#main" className="skip-link">
      Skip to content
    </a>
  );
}

/** The matched route's page, with a spinner while its code loads. */
export function PageOutlet() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
