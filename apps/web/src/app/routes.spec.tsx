import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RequireSession } from '../lib/session';
import { routes } from './routes';

/** The route the router picks for a URL: its path ('*' for not found) and whether a session guards it. */
function picked(url: string) {
  const leaf = matchRoutes(routes, url)?.at(-1)?.route;
  const element = leaf?.element;
  return { path: leaf?.index ? '/' : leaf?.path, guarded: isValidElement(element) && element.type === RequireSession };
}

describe('the router', () => {
  it('serves the account page and the billing test pages from their own signed-in entries', () => {
    for (const url of [
      '/account',
      '/account/',
      '/billing/test-checkout?session=local_cs_1',
      '/billing/test-portal?customer=cus_1',
    ]) {
      expect(picked(url), url).toEqual({ path: new URL(url, 'http://x').pathname.replace(/\/$/, ''), guarded: true });
    }
  });

  it('serves the reminder mail links without a session (a mail is opened on any device)', () => {
    for (const url of [
      '/reminders/done?token=abcdefghijkl',
      '/reminders/unsubscribe?token=abcdefghijkl',
      '/reminders/resume?token=abcdefghijkl',
    ]) {
      expect(picked(url), url).toEqual({ path: new URL(url, 'http://x').pathname, guarded: false });
    }
  });

  it('shows the not-found page, unguarded, for any other URL', () => {
    for (const url of ['/no/such/page', '/accounts', '/billing', '/billing/test-checkout/extra', '/reminders']) {
      expect(picked(url), url).toEqual({ path: '*', guarded: false });
    }
  });

  it('keeps the landing at the index, unguarded', () => {
    expect(picked('/')).toEqual({ path: '/', guarded: false });
  });
});
