import type { InputHTMLAttributes, LabelHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { cx } from './cx';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  /** Form libraries (react-hook-form's register) attach theirs here. */
  ref?: Ref<HTMLInputElement>;
}

export function Input({ invalid, className, ...rest }: InputProps) {
  return <input className={cx('sq-input', className)} aria-invalid={invalid || undefined} {...rest} />;
}

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
  /** The support form's message box is fixed-size; most boxes may grow vertically. */
  resizable?: boolean;
}

export function Textarea({ invalid, resizable = true, className, ...rest }: TextareaProps) {
  return (
    <textarea
      className={cx('sq-input', 'sq-textarea', !resizable && 'sq-textarea--fixed', className)}
      aria-invalid={invalid || undefined}
      {...rest}
    />
  );
}

export function Label({ className, ...rest }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cx('sq-label', className)} {...rest} />;
}
