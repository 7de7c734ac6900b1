const TOASTER = '[data-sonner-toaster]';

/**
 * For Radix's onInteractOutside: closing or clicking a toast is not a click "outside" an open dialog,
 * drawer or popover, so the user keeps what they were typing in it.
 */
export function ignoreToasts(event: { target: EventTarget | null; preventDefault(): void }): void {
  const target = event.target as Partial<Element> | null;
  if (typeof target?.closest === 'function' && target.closest(TOASTER)) event.preventDefault();
}
