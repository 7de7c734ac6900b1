import { lazy, Suspense, useRef, useState } from 'react';
import { OWNER_AVATAR_URL } from '../owner-avatar';
import { FeedbackFormSkeleton } from './FeedbackFormSkeleton';
import { loadFeedbackChunk } from './LazyFeedbackForm';
import '../feedback-corner.css';

// The button is in the landing's entry; the panel, the recorder and Radix come in their own chunk.
const FeedbackCornerPanel = lazy(loadFeedbackChunk);
const prefetch = () => void loadFeedbackChunk();

/** The feedback control, fixed at the top right of every screen, signed in or not. */
export function FeedbackCorner() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // The panel keeps the latest one in a ref, so this need not be stable.
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  return (
    <div className="feedback-corner">
      <button
        ref={button}
        type="button"
        className="feedback-corner__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <img src={OWNER_AVATAR_URL} alt="" width={36} height={36} className="feedback-corner__avatar" />
        <span className="feedback-corner__text">
          <span className="feedback-corner__label">Feedback</span>
          <span className="feedback-corner__for"> for the owner</span>
        </span>
      </button>
      {open && (
        <Suspense
          fallback={
            <div className="feedback-corner__panel">
              <FeedbackFormSkeleton />
            </div>
          }
        >
          <FeedbackCornerPanel anchor={button} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
