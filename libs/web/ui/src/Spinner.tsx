import { cx } from './cx';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to assistive tech; omit when a surrounding label already says it. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  return (
    <span
      className={cx('sq-spinner', `sq-spinner--${size}`, className)}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

/** Centres a large spinner in the space a page would take while it loads. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="sq-page-spinner">
      <Spinner size="lg" label={label} />
    </div>
  );
}
