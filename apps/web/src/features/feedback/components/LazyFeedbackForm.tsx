import { lazy, Suspense } from 'react';
import type { FeedbackFormProps } from './FeedbackForm';
import { FeedbackFormSkeleton } from './FeedbackFormSkeleton';

/** One chunk for the form and the corner panel, so the landing's entry names a single file for both. */
export const loadFeedbackChunk = () => import('./FeedbackCornerPanel');

const FeedbackForm = lazy(() => loadFeedbackChunk().then((m) => ({ default: m.FeedbackForm })));

/** The form in its own chunk, for panels that open on demand (the sidebar's Give Feedback popover). */
export function LazyFeedbackForm(props: FeedbackFormProps) {
  return (
    <Suspense fallback={<FeedbackFormSkeleton />}>
      <FeedbackForm {...props} />
    </Suspense>
  );
}
