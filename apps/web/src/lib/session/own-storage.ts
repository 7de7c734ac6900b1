import { OWN_STORAGE_PREFIX } from '@sidequest/contracts/browser-storage';

type KeyedStorage = Pick<Storage, 'length' | 'key' | 'removeItem'>;

function browserStores(): KeyedStorage[] {
  const stores: KeyedStorage[] = [];
  // Reading the properties throws where storage is blocked; then there is nothing of ours to clear.
  try {
    if (globalThis.localStorage) stores.push(globalThis.localStorage);
    if (globalThis.sessionStorage) stores.push(globalThis.sessionStorage);
  } catch {
    // Blocked storage.
  }
  return stores;
}

/**
 * Sign-out and account deletion leave nothing of the user in this browser: every `sq.` key
 * (cached plans, the current quest, the quiz answer) goes. Other sites' keys on a shared origin stay.
 */
export function clearOwnStorage(stores: KeyedStorage[] = browserStores()): number {
  let removed = 0;
  for (const store of stores) {
    try {
      const ours: string[] = [];
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i);
        if (key?.startsWith(OWN_STORAGE_PREFIX)) ours.push(key);
      }
      for (const key of ours) store.removeItem(key);
      removed += ours.length;
    } catch {
      // Blocked storage: nothing was kept there.
    }
  }
  return removed;
}
