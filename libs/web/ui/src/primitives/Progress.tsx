import { Progress as RadixProgress } from 'radix-ui';
import { cx } from '../cx';

export interface ProgressProps {
  /** 0 to max. */
  value: number;
  max?: number;
  /** The accessible name, e.g. "Quest progress". */
  label: string;
  className?: string;
}

export function Progress({ value, max = 100, label, className }: ProgressProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  return (
    <RadixProgress.Root value={clamped} max={max} aria-label={label} className={cx('sq-progress', className)}>
      <RadixProgress.Indicator
        className="sq-progress__bar"
        style={{ transform: `translateX(-${100 - (clamped / max) * 100}%)` }}
      />
    </RadixProgress.Root>
  );
}
