export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it leaves on its own; 0 keeps it until closed. */
  duration?: number;
}

export const TOAST_DURATION_MS = 5000;

/** sonner's options for one app toast: the exact title and description, and the variant's class. */
export function sonnerOptions({ description, variant = 'default', duration = TOAST_DURATION_MS }: ToastInput) {
  return {
    description,
    duration: duration > 0 ? duration : Number.POSITIVE_INFINITY,
    className: `sq-toast--${variant}`,
  };
}

// sonner loads with the lazy Toaster, off the landing's critical path; calls wait for it to mount.
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
export const toasterMounted = (): void => markMounted();

/** Raise a toast from anywhere (components, hooks, RTK Query callbacks); no provider needed. */
export function toast(input: ToastInput): void {
  void Promise.all([import('sonner'), mounted]).then(([sonner]) => sonner.toast(input.title, sonnerOptions(input)));
}
