/** Runs a task while holding a lock that every tab of the origin shares. */
export type LockRunner = <T>(task: () => Promise<T>) => Promise<T>;

export const REFRESH_LOCK_NAME = 'sidequest-refresh';

/**
 * Web Locks serialize refreshes across tabs, so two tabs never send the same (rotating) refresh
 * cookie at once, which the server would treat as reuse and answer by revoking the whole family.
 * Without the API (old browsers) each tab still refreshes one at a time on its own.
 */
export function navigatorLock(name = REFRESH_LOCK_NAME): LockRunner {
  return (task) => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    return locks?.request ? (locks.request(name, task) as Promise<Awaited<ReturnType<typeof task>>>) : task();
  };
}
