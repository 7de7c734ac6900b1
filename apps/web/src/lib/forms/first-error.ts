import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The message to show when a form is refused: the first failing field in the form's own order
 * (only the first failing rule is shown), so the order never depends on the error object.
 */
export function firstErrorMessage<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly (keyof T & string)[],
): string | undefined {
  for (const field of order) {
    const message = errors[field]?.message;
    if (typeof message === 'string' && message) return message;
  }
  const rootMessage = errors.root?.message;
  return typeof rootMessage === 'string' ? rootMessage : undefined;
}
