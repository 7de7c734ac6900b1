import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, focusRing } from './support/axe';
import { feedbackPanel, openFeedbackPanel } from './support/feedback-panel';
import { closeToasts, expectToast, signedInThroughUi, questCards, withStackAndBrowser } from './support/journeys';
import { routerRoutes } from './support/routes';
import { DESKTOP, PHONE, newPage, screenshot, type ColorScheme, type Stack } from './support/stack';

type Visit = { name: string; path: string; ready: (page: Page) => Promise<unknown> };
const heading = (name: string) => (p: Page) => p.getByRole('heading', { name, level: 1 }).waitFor();

/** A reminder mail's link page: as opened (its one button), and after the click with a token the api refuses. */
function reminderLinkVisits(action: string, button: string): Visit[] {
  const path = `/reminders/${action}?token=not-a-signed-token-0123456789`;
  return [
    { name: `reminder-${action}`, path, ready: (p) => p.getByRole('button', { name: button }).waitFor() },
    {
      name: `reminder-${action}-refused`,
      path,
      ready: async (p) => {
        await p.getByRole('button', { name: button }).click();
        await p.getByRole('heading', { name: 'This link does not work', level: 1 }).waitFor();
      },
    },
  ];
}

/** Each route the visitor's (signed-out) frame shows, in every state it has, keyed by the router's path. */
const visitorVisits: Record<string, Visit[]> = {
  '/': [{ name: 'landing', path: '/', ready: (p) => p.getByRole('button', { name: 'Begin' }).waitFor() }],
  '/auth': [
    { name: 'auth-signup', path: '/auth', ready: heading('Create account') },
    { name: 'auth-login', path: '/auth?mode=login', ready: heading('Sign in') },
    {
      name: 'auth-forgot',
      path: '/auth?mode=forgot',
      ready: (p) => p.getByRole('button', { name: 'Send reset link' }).waitFor(),
    },
    {
      name: 'auth-reset',
      path: '/auth?mode=reset&token=abcdefghijklmnop',
      ready: (p) => p.getByRole('button', { name: 'Save new password' }).waitFor(),
    },
  ],
  '/policy': [
    {
      name: 'policy-privacy',
      path: '/policy',
      ready: (p) =>
        p
          .getByRole('tabpanel')
          .getByText(/Stripe/)
          .first()
          .waitFor(),
    },
    {
      name: 'policy-terms',
      path: '/policy#terms',
      ready: (p) => p.getByRole('tabpanel').getByText(/\$2/).first().waitFor(),
    },
  ],
  '/support': [{ name: 'support', path: '/support', ready: heading('Contact Support') }],
  '/reminders/done': reminderLinkVisits('done', 'Mark today as done'),
  '/reminders/unsubscribe': reminderLinkVisits('unsubscribe', 'Turn reminders off'),
  '/reminders/resume': reminderLinkVisits('resume', 'Keep reminding me'),
  '/occupations': [
    {
      name: 'occupations',
      path: '/occupations',
      ready: (p) => p.locator('.occupations-browse__group').first().waitFor(),
    },
  ],
  '/occupations/:code': [
    {
      name: 'occupation',
      path: '/occupations/29-1141.00',
      ready: (p) =>
        p
          .getByRole('button', { name: /^Start this quest/ })
          .first()
          .waitFor(),
    },
    { name: 'occupation-unknown', path: '/occupations/99-9999.00', ready: heading("We don't know that occupation") },
  ],
  '/discover': [
    { name: 'interest-profiler', path: '/discover', ready: (p) => p.getByText('0 of 36 answered').waitFor() },
  ],
  '*': [{ name: 'not-found', path: '/no/such/page', ready: (p) => p.getByText('Oops! Page not found').waitFor() }],
};

/** The public routes, which the signed-in frame shows too (/ and /auth hand over to the dashboard instead). */
const memberPublicScreens = [
  '/policy',
  '/support',
  '/reminders/done',
  '/reminders/unsubscribe',
  '/reminders/resume',
  '/occupations',
  '/occupations/:code',
  '/discover',
  '*',
];
/** The routes a signed-in user reaches, each scanned (with its dialogs open) by the walk in the signed-in test. */
const memberScreens = [
  '/onboarding',
  '/dashboard',
  '/current-quest',
  '/browse-quests',
  '/account',
  '/billing/test-checkout',
  '/billing/test-portal',
  '/explorations',
  ...memberPublicScreens,
];
/** With a finished onboarding these hand over to the dashboard (postAuthRoute in apps/web). */
const memberRedirects = ['/', '/auth'];

describe('accessibility (axe) and keyboard use', () => {
  let stack: Stack, browser: Browser;
  withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

  /** Closes the toasts, runs axe, keeps a screenshot, and files what axe found under the screen's name. */
  async function audit(page: Page, found: Record<string, string[]>, name: string): Promise<void> {
    await closeToasts(page);
    const violations = await axeViolations(page);
    // A screen wider than the viewport scrolls sideways: on a phone that is a defect too.
    const viewport = page.viewportSize()?.width ?? Infinity;
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > viewport) violations.push(`${width} px wide in a ${viewport} px viewport: it scrolls sideways`);
    if (violations.length) found[name] = violations;
    await screenshot(page, `a11y-${name}`);
  }

  it("covers every route of apps/web's router, signed out and signed in", () => {
    const routes = routerRoutes();
    const guarded = routes.filter((r) => r.guarded).map((r) => r.path);
    expect(Object.keys(visitorVisits).sort()).toEqual(
      routes
        .filter((r) => !r.guarded)
        .map((r) => r.path)
        .sort(),
    );
    expect([...memberScreens, ...memberRedirects].sort()).toEqual(routes.map((r) => r.path).sort());
    expect(guarded.every((path) => memberScreens.includes(path))).toBe(true);
  });

  // Both themes, on both widths: the default dark sky, and the daylight theme a light-mode device gets.
  const looks: [string, typeof DESKTOP, ColorScheme][] = [
    ['desktop', DESKTOP, 'dark'],
    ['phone', PHONE, 'dark'],
    ['desktop-light', DESKTOP, 'light'],
    ['phone-light', PHONE, 'light'],
  ];
  for (const [label, viewport, colorScheme] of looks) {
    it(`has no axe violations on any route signed out on ${label}, the feedback panel open too; guarded routes lead to /auth`, async () => {
      const { context, page } = await newPage(browser, viewport, colorScheme);
      const found: Record<string, string[]> = {};
      for (const visit of Object.values(visitorVisits).flat()) {
        await page.goto(`${stack.baseUrl}${visit.path}`);
        await visit.ready(page);
        await audit(page, found, `${visit.name}-${label}`);
      }
      await openFeedbackPanel(page);
      await audit(page, found, `visitor-feedback-panel-${label}`);
      for (const { path } of routerRoutes().filter((r) => r.guarded)) {
        await page.goto(`${stack.baseUrl}${path}`);
        await page.waitForURL(`${stack.baseUrl}/auth`);
        await page.getByRole('heading', { name: 'Create account' }).waitFor();
      }
      expect(found).toEqual({});
      await context.close();
    }, 180_000);

    it(`has no axe violations on any route signed in on ${label}, with every dialog, popover, menu and drawer open`, async () => {
      const { context, page, email } = await signedInThroughUi(stack, browser, `a11y-${label}`, viewport, colorScheme);
      const found: Record<string, string[]> = {};
      const shot = (name: string) => audit(page, found, `member-${name}-${label}`);

      // /onboarding: the question, the three quests, the plan dialog.
      await page.getByRole('heading', { name: 'Begin your quest' }).waitFor();
      await shot('onboarding-question');
      await page.getByLabel(/three parallel universes/).fill('Nurse, pilot');
      await page.getByRole('button', { name: 'Reveal my quests' }).click();
      const quests = questCards(page);
      await quests.first().waitFor();
      await shot('onboarding-choose');
      await quests.first().click();
      const plan = page.getByRole('dialog');
      await plan.getByRole('heading', { name: 'Milestones' }).waitFor();
      await shot('onboarding-plan-dialog');
      await plan.getByRole('button', { name: 'Save & Start Quest' }).click();
      await page.waitForURL(`${stack.baseUrl}/dashboard`);

      // /dashboard: the plan editor and the finished community quests.
      await page.getByRole('button', { name: 'Modify Quest' }).waitFor();
      await page.getByText('No community quests on the go.', { exact: false }).waitFor();
      await shot('dashboard');
      await page.getByRole('button', { name: 'Modify Quest' }).click();
      await page.getByRole('button', { name: 'Save Changes' }).waitFor();
      await shot('dashboard-plan-editor');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Finished community quests' }).click();
      const archive = page.getByRole('dialog', { name: 'Finished community quests' });
      await archive.getByText('No finished quests yet', { exact: false }).waitFor();
      await shot('archive-dialog');
      await page.keyboard.press('Escape');
      await expect.poll(() => archive.count()).toBe(0);

      // The frame's overlays: the user menu, the feedback panel, the sidebar's popover (in the drawer on a phone).
      await page.getByRole('button', { name: `Account menu for ${email}` }).click();
      await page.getByRole('menu', { name: 'Account' }).waitFor();
      await shot('user-menu');
      await page.keyboard.press('Escape');
      await openFeedbackPanel(page);
      await shot('feedback-panel');
      await page.keyboard.press('Escape');
      await expect.poll(() => feedbackPanel(page).count()).toBe(0);
      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Toggle sidebar' }).click();
        await page.getByRole('dialog', { name: 'Main navigation' }).waitFor();
        await shot('drawer');
      }
      await page.locator('#app-sidebar').getByRole('button', { name: 'Give Feedback' }).click();
      await page
        .getByRole('dialog', { name: 'Give Feedback' })
        .getByRole('textbox', { name: 'Your feedback' })
        .waitFor();
      await shot('sidebar-feedback-popover');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog', { name: 'Give Feedback' }).count()).toBe(0);
      if (viewport === PHONE) {
        await page.keyboard.press('Escape');
        await expect.poll(() => page.locator('#app-sidebar').isVisible()).toBe(false);
      }

      await page.goto(`${stack.baseUrl}/current-quest`);
      await page.getByRole('checkbox').first().waitFor();
      await shot('current-quest');
      await page.goto(`${stack.baseUrl}/browse-quests`);
      await page.getByRole('list', { name: 'Community quests' }).locator(':scope > li').first().waitFor();
      await page.getByText('Free plan:').waitFor();
      await shot('browse-quests');
      await page.goto(`${stack.baseUrl}/explorations`);
      await page.getByRole('list', { name: 'Quests you tried' }).getByRole('listitem').first().waitFor();
      await shot('explorations');

      // /account with the delete confirmation open, then the local test checkout and portal it opens in new tabs.
      await page.goto(`${stack.baseUrl}/account`);
      await page.getByRole('heading', { name: 'Your account' }).waitFor();
      const upgrade = page.getByRole('button', { name: /Upgrade for \$2\/month/ });
      await upgrade.waitFor();
      await shot('account');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      const remove = page.getByRole('dialog', { name: 'Delete your account?' });
      await remove.getByLabel('Password').waitFor();
      await shot('delete-account-dialog');
      await page.keyboard.press('Escape');
      await expect.poll(() => remove.count()).toBe(0);
      const checkoutTab = page.waitForEvent('popup');
      await upgrade.click();
      const checkout = await checkoutTab;
      await checkout.getByRole('heading', { name: 'SideQuest Premium' }).waitFor();
      await audit(checkout, found, `member-test-checkout-${label}`);
      await checkout.getByRole('button', { name: 'Subscribe' }).click();
      await checkout.getByRole('heading', { name: "You're subscribed" }).waitFor();
      await audit(checkout, found, `member-test-checkout-done-${label}`);
      await checkout.close();
      await page.bringToFront();
      const manage = page.getByRole('button', { name: 'Manage subscription' });
      await manage.waitFor();
      const portalTab = page.waitForEvent('popup');
      await manage.click();
      const portal = await portalTab;
      await portal.getByRole('button', { name: 'Cancel at period end' }).waitFor();
      await audit(portal, found, `member-test-portal-${label}`);
      await portal.close();

      // The public routes in the signed-in frame; / and /auth hand over to the dashboard.
      for (const visit of memberPublicScreens.flatMap((path) => visitorVisits[path] ?? [])) {
        await page.goto(`${stack.baseUrl}${visit.path}`);
        await page.getByRole('button', { name: `Account menu for ${email}` }).waitFor();
        await visit.ready(page);
        await shot(visit.name);
      }
      for (const path of memberRedirects) {
        await page.goto(`${stack.baseUrl}${path}`);
        await page.waitForURL(`${stack.baseUrl}/dashboard`);
      }
      expect(found).toEqual({});
      await context.close();
    }, 240_000);
  }

  it('switches theme from the user menu and keeps the choice on this device, through a reload and sign-out', async () => {
    const { context, page, email } = await signedInThroughUi(stack, browser, 'theme', DESKTOP, 'dark');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const pinned = () => page.evaluate(() => document.documentElement.dataset['theme'] ?? null);
    await page.getByRole('heading', { name: 'Begin your quest' }).waitFor();
    expect(await background()).toBe('rgb(11, 9, 32)');

    await page.getByRole('button', { name: `Account menu for ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Light theme' }).click();
    // The menu stays open and now offers the way back.
    await page.getByRole('menuitem', { name: 'Dark theme' }).waitFor();
    expect(await pinned()).toBe('light');
    expect(await background()).toBe('rgb(246, 242, 255)');
    await page.keyboard.press('Escape');

    await page.reload();
    await page.getByRole('heading', { name: 'Begin your quest' }).waitFor();
    expect(await pinned()).toBe('light');
    expect(await background()).toBe('rgb(246, 242, 255)');

    await page.getByRole('button', { name: `Account menu for ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/onboarding'));
    await page.goto(`${stack.baseUrl}/`);
    await page.getByRole('button', { name: 'Begin' }).waitFor();
    expect(await pinned()).toBe('light');
    expect(await background()).toBe('rgb(246, 242, 255)');
    await screenshot(page, 'theme-light-pinned-landing');
    await context.close();
  }, 120_000);

  it('is usable by keyboard alone, with a visible focus ring: landing, policy tabs, support form', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(`${stack.baseUrl}/`);
    await page.getByRole('button', { name: 'Begin' }).waitFor();
    // Skip link first, then the hero button.
    await page.keyboard.press('Tab');
    expect((await focusRing(page)).text).toBe('Skip to content');
    await page.keyboard.press('Tab');
    const begin = await focusRing(page);
    expect(begin.text).toBe('Begin');
    expect(begin.outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${stack.baseUrl}/auth`);

    await page.goto(`${stack.baseUrl}/policy`);
    const privacy = page.getByRole('tab', { name: 'Privacy Policy' });
    await page
      .getByRole('tabpanel')
      .getByText(/Stripe/)
      .first()
      .waitFor();
    await privacy.focus();
    expect((await focusRing(page)).outline).not.toBe('none');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { name: 'Terms of Use' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#terms');

    await page.goto(`${stack.baseUrl}/support`);
    await page.getByLabel('Name').focus();
    expect((await focusRing(page)).outline).not.toBe('none');
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-an-address');
    await page.keyboard.press('Enter');
    await expectToast(page, 'Invalid email address');
    await screenshot(page, 'toast-destructive-desktop');
    await context.close();
  });
});
