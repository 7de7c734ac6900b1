import { useEffect, useRef, type RefObject } from 'react';
import { FeedbackForm } from './FeedbackForm';

export { FeedbackForm };

interface FeedbackCornerPanelProps {
  anchor: RefObject<HTMLButtonElement | null>;
  /** returnFocus: true for Escape and after sending, false for a click elsewhere (focus goes where the user clicked). */
  onClose: (returnFocus: boolean) => void;
}

/** A non-modal dialog under the corner button: Escape or a click outside closes it; the draft is kept. */
export default function FeedbackCornerPanel({ anchor, onClose }: FeedbackCornerPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    // Focus moves into the dialog (not the text box, which would pop a phone's keyboard uninvited).
    panel.current?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element;
      // Closing a toast (e.g. "Voice note recorded") is not leaving the panel.
      if (
        panel.current?.contains(target) ||
        anchor.current?.contains(target) ||
        target.closest?.('[data-sonner-toaster]')
      )
        return;
      close.current(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [anchor]);

  return (
    <div ref={panel} role="dialog" aria-label="Send Feedback" tabIndex={-1} className="feedback-corner__panel">
      <FeedbackForm onSent={() => close.current(true)} />
    </div>
  );
}
