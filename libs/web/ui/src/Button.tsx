import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import { Spinner } from './Spinner';

export type ButtonVariant = 'hero' | 'primary' | 'secondary' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

/** Exposed so links (router or plain anchors) can look like buttons without nesting interactive elements. */
export function buttonClass(
  opts: { variant?: ButtonVariant; size?: ButtonSize; block?: boolean; className?: string } = {},
): string {
  const { variant = 'primary', size = 'md', block, className } = opts;
  return cx('sq-btn', `sq-btn--${variant}`, `sq-btn--${size}`, block && 'sq-btn--block', className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  loading?: boolean;
  /** Replaces the children while loading, e.g. "Sending...". */
  loadingText?: ReactNode;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  loadingText,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, block, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" />}
      {loading && loadingText !== undefined ? loadingText : children}
    </button>
  );
}
