import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './celebration.css';

/** How long the sparkles fly, and how long the words stay in the live region. */
export const BURST_MS = 1300;
const MESSAGE_MS = 6000;
const SPARKS = 12;

interface Burst {
  id: number;
  x: number;
  y: number;
}

export interface CelebrateOptions {
  /** Where the sparkles start (the control the person used); the middle of the screen otherwise. */
  origin?: DOMRect | null;
  /** Waits this long first: a live region that has just appeared (in a dialog) is then heard. */
  delay?: number;
}

/**
 * A short celebration: a burst of sparkles drawn with CSS over the page (never taking a click or moving the
 * layout), and the same words in a polite live region. With `prefers-reduced-motion: reduce` nothing moves:
 * the words are said and that is all. Render `node` once where the live region should live.
 */
export function useCelebration(): {
  celebrate: (message: string, options?: CelebrateOptions) => void;
  node: ReactNode;
} {
  const [message, setMessage] = useState('');
  const [burst, setBurst] = useState<Burst | null>(null);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  const celebrate = useCallback((words: string, { origin, delay = 0 }: CelebrateOptions = {}) => {
    const later = (ms: number, run: () => void) => timers.current.push(window.setTimeout(run, ms));
    later(delay, () => {
      setMessage(words);
      later(MESSAGE_MS, () => setMessage((now) => (now === words ? '' : now)));
      if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
      const id = Date.now();
      const x = origin ? origin.left + origin.width / 2 : window.innerWidth / 2;
      const y = origin ? origin.top + origin.height / 2 : window.innerHeight / 2;
      setBurst({ id, x, y });
      later(BURST_MS, () => setBurst((now) => (now?.id === id ? null : now)));
    });
  }, []);

  const node = (
    <>
      <span className="sq-visually-hidden sq-celebration__message" role="status" aria-live="polite">
        {message}
      </span>
      {burst &&
        createPortal(
          <div
            key={burst.id}
            className="sq-celebration"
            data-testid="celebration"
            aria-hidden="true"
            style={{ left: burst.x, top: burst.y }}
          >
            <span className="sq-celebration__ring" />
            {Array.from({ length: SPARKS }, (_, i) => (
              <span
                key={i}
                className={`sq-celebration__spark sq-celebration__spark--${i % 3}`}
                style={{
                  ['--a' as string]: `${(360 / SPARKS) * i + (i % 2) * 12}deg`,
                  ['--d' as string]: `${46 + (i % 4) * 11}px`,
                }}
              />
            ))}
          </div>,
          document.body,
        )}
    </>
  );
  return { celebrate, node };
}
