import type { HTMLAttributes } from 'react';
import { cx } from './cx';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: 'default' | 'gold' | 'outline' | 'success' | 'destructive';
}

export function Badge({ variant = 'default', className, ...rest }: BadgeProps) {
  return <span className={cx('sq-badge', `sq-badge--${variant}`, className)} {...rest} />;
}
