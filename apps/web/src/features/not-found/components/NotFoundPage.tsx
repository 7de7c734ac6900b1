import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClass } from '@sidequest/web-ui';
import { HomeIcon } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useReportNotFoundMutation } from '../api/client-log-api';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  const { pathname, search } = useLocation();
  const [reportNotFound] = useReportNotFoundMutation();
  const reported = useRef<string | null>(null);

  useEffect(() => {
    const path = (pathname + search).slice(0, 2048);
    // StrictMode runs effects twice in development; the owner should see one report per visit.
    if (reported.current === path) return;
    reported.current = path;
    reportNotFound({ path }).catch(() => undefined);
  }, [pathname, search, reportNotFound]);

  return (
    <div className="not-found">
      <p className="not-found__code">404</p>
      <h1 className="not-found__title">Oops! Page not found</h1>
      <p className="not-found__text">This path leads off the map. Let's get you back to familiar ground.</p>
      <Link to={paths.home} className={buttonClass({ variant: 'hero', size: 'lg' })}>
        <HomeIcon size={18} /> Return to Home
      </Link>
    </div>
  );
}
