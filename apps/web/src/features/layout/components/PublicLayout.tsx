import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { PageSpinner } from '@sidequest/web-ui';

export function PublicLayout() {
  return (
    <div className="public-shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <main id="main" className="public-main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
