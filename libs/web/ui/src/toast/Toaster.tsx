import { lazy, Suspense } from 'react';

const SonnerToaster = lazy(() => import('./SonnerToaster'));

/** Mount once near the root. The sonner chunk loads after the first paint. */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
