export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it leaves on its own; 0 keeps it until closed. */
  duration?: number;
}

export interface ToastItem extends Required<Omit<ToastInput, 'description'>> {
  id: string;
  description?: string;
}

export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 5000;

export type ToastAction = { type: 'add'; toast: ToastItem } | { type: 'dismiss'; id: string } | { type: 'clear' };

/** Newest first, capped, so a burst of errors cannot bury the screen. */
export function toastReducer(state: readonly ToastItem[], action: ToastAction): ToastItem[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'dismiss':
      return state.filter((t) => t.id !== action.id);
    case 'clear':
      return [];
  }
}

// Module state lets non-React code (RTK Query callbacks, hooks) raise a toast without a provider.
let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function dispatch(action: ToastAction): void {
  toasts = toastReducer(toasts, action);
  listeners.forEach((listener) => listener());
}

export function dismissToast(id: string): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  dispatch({ type: 'dismiss', id });
}

export function toast(input: ToastInput): string {
  counter += 1;
  const id = `toast-${counter}`;
  const item: ToastItem = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    duration: input.duration ?? TOAST_DURATION_MS,
  };
  dispatch({ type: 'add', toast: item });
  if (item.duration > 0) timers.set(id, setTimeout(() => dismissToast(id), item.duration));
  return id;
}

export function clearToasts(): void {
  timers.forEach((timer) => clearTimeout(timer));
  timers.clear();
  dispatch({ type: 'clear' });
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastItem[] {
  return toasts;
}
