import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts, toast } from './toast-store';

const emptyToasts: never[] = [];

export function useToast() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, () => emptyToasts);
  return { toasts, toast, dismiss: dismissToast };
}
