import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { COOKIES, LIBRARY_STORAGE_KEYS, STORAGE_KEYS } from '@sidequest/contracts/browser-storage';

/** Whether a storage key is one the registry names (the privacy policy names each: policy-storage.spec.ts). */
function registered(key: string): boolean {
  const ours = Object.values(STORAGE_KEYS).some((name) => key === name || (name.endsWith('.') && key.startsWith(name)));
  return ours || (Object.values(LIBRARY_STORAGE_KEYS) as string[]).includes(key);
}

/**
 * After a journey: every cookie, local-storage and session-storage key the browser really holds is
 * in the registry, whoever wrote it (our code or a library such as React Router). A key a library
 * starts writing fails the journey until the registry, and so the policy, names it.
 */
export async function expectStorageInPolicy(context: BrowserContext, page: Page): Promise<void> {
  const held = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  const cookies = (await context.cookies()).map((c) => c.name);
  const unnamed = [
    ...held.local.filter((key) => !registered(key)).map((key) => `localStorage ${key}`),
    ...held.session.filter((key) => !registered(key)).map((key) => `sessionStorage ${key}`),
    ...cookies.filter((name) => !(Object.values(COOKIES) as string[]).includes(name)).map((n) => `cookie ${n}`),
  ];
  expect(unnamed, 'browser storage the privacy policy does not name').toEqual([]);
}
