import { lazy, Suspense, useEffect, useState } from 'react';

const SonnerToaster = lazy(() => import('./SonnerToaster'));

/**
 * Mount once near the root. The sonner chunk is requested after the first paint (toasts raised
 * before then wait for it), so it is off the landing's critical path: requested in the same commit,
 * it counted towards Lighthouse's estimate of the first paint.
 */
export function Toaster() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // requestAnimationFrame runs just before the next paint; the timeout after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
