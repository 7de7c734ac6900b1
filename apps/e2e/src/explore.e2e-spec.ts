import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import {
  PASSWORD,
  questCards,
  signedInThroughUi,
  signUpAndConfirm,
  uniqueEmail,
  withStackAndBrowser,
} from './support/journeys';
import { asOwnClient, newPage, screenshot, type Stack, VIEWPORTS } from './support/stack';

const NURSES = '29-1141.00';
/** O*NET-SOC 2010's "Software Developers, Applications", whose 2019 successor is 15-1252.00. */
const OLD_SOFTWARE = '15-1132.00';
const ATTRIBUTION = 'This product includes information from O*NET (onetcenter.org)';

/** axe and no sideways scrolling: what every explore screen must pass. */
async function expectAccessible(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  const viewport = page.viewportSize()?.width ?? Infinity;
  if (width > viewport) violations.push(`${width} px wide in a ${viewport} px viewport`);
  expect(violations).toEqual([]);
}

const focusedItem = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('li[id^="item-"]')?.id.replace('item-', '') ?? null);

const focusedOption = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('label.sq-radio')?.textContent ?? '');

/** Tab (forwards) until focus is inside the given activity's radio group. */
async function tabToItem(page: Page, id: string): Promise<void> {
  for (let i = 0; i < 12 && (await focusedItem(page)) !== id; i++) await page.keyboard.press('Tab');
  expect(await focusedItem(page)).toBe(id);
}

/** Answers the first `count` activities on screen by keyboard: Realistic ones "Strongly like", every other "Strongly dislike". */
async function answerPageByKeyboard(page: Page, count = 6): Promise<void> {
  const ids = await page.locator('li[id^="item-"]').evaluateAll((items) => items.map((li) => li.id.slice(5)));
  for (const id of ids.slice(0, count)) {
    await tabToItem(page, id);
    const group = page.locator(`#item-${id} [role="radiogroup"]`);
    // Home / End move within the group, Space checks; an arrow key moves and checks at once. Radix moves the
    // focus in a timer a moment after the key goes down and checks only while it is held, as a person's key is: so
    // each key is let go once the focus has landed and that timer has run. (After the reload the focus may already
    // sit where the key sends it, and a timer still pending then pulled it back after the next Tab on a busy CI.)
    const press = async (key: string, lands: string) => {
      await page.keyboard.down(key);
      await page.evaluate(() => new Promise((timerRan) => setTimeout(timerRan)));
      await expect.poll(() => focusedOption(page)).toBe(lands);
      await page.keyboard.up(key);
    };
    if (id.startsWith('R')) {
      await press('End', 'Strongly like');
      await page.keyboard.press('Space');
    } else {
      await press('Home', 'Strongly dislike');
      await page.keyboard.press('Space');
      await press('ArrowRight', 'Dislike');
      await press('ArrowLeft', 'Strongly dislike');
    }
    const expected = id.startsWith('R') ? 'Strongly like' : 'Strongly dislike';
    await expect.poll(() => group.getByRole('radio', { name: expected }).getAttribute('aria-checked')).toBe('true');
  }
}

describe('explore: occupation pages and the interest profiler', () => {
  let stack: Stack, browser: Browser;
  withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

  for (const [label, viewport] of VIEWPORTS) {
    it(`shows an occupation's page with its parts, and Start this quest carries it through sign-up into onboarding on ${label}`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await asOwnClient(context);
      await page.goto(`${stack.baseUrl}/occupations/${NURSES}`);
      await page.getByRole('heading', { level: 1, name: 'Registered Nurses' }).waitFor();
      const quests = page.getByRole('list', { name: 'Signature quests' }).locator(':scope > li');
      await quests.first().waitFor();
      expect(await page.title()).toBe('Registered Nurses · SideQuest');
      expect(await page.locator('.explore-tasks li').count()).toBe(5);
      expect(await page.getByText('Considerable preparation:').count()).toBe(1);
      const chart = page.locator('figure.interest-chart');
      expect(await chart.locator('svg .interest-chart__row').count()).toBe(6);
      expect(await chart.locator('figcaption').innerText()).toMatch(/^High-point code S\w\w: Social, /);
      // The screen reader's version: six rows with the same figures.
      expect(await chart.getByRole('row').count()).toBe(7);
      const related = page.getByRole('navigation', { name: 'Related occupations' }).getByRole('link');
      expect(await related.count()).toBeGreaterThan(0);
      expect(await related.count()).toBeLessThanOrEqual(8);
      expect(await page.locator('.explore-attribution').innerText()).toContain(ATTRIBUTION);
      await expectAccessible(page);
      await screenshot(page, `explore-occupation-${label}`);

      // A related occupation opens its own page.
      const next = (await related.first().innerText()).trim();
      await related.first().click();
      await page.getByRole('heading', { level: 1, name: next }).waitFor();
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Registered Nurses' }).waitFor();

      // Start this quest, signed out: sign-up, the mailed link, then onboarding with the occupation carried.
      const firstQuest = (await quests.first().locator('h3').innerText()).trim();
      await quests
        .first()
        .getByRole('button', { name: /^Start this quest/ })
        .click();
      await page.waitForURL(`${stack.baseUrl}/auth?mode=signup`);
      await signUpAndConfirm(page, uniqueEmail(`explore-${label}`), stack.baseUrl, (m) => stack.mail.waitFor(m));
      const answer = page.getByLabel(/three parallel universes/);
      await answer.waitFor();
      expect(await answer.inputValue()).toBe('Registered Nurses');
      await page.getByRole('button', { name: 'Reveal my quests' }).click();
      await questCards(page).first().waitFor();
      expect(await questCards(page).first().innerText()).toContain(firstQuest);
      await screenshot(page, `explore-onboarding-carried-${label}`);
      await context.close();
    }, 120_000);
  }

  for (const [label, viewport] of VIEWPORTS) {
    it(`finds an occupation on /occupations by its typeahead and by Enter, and browses the 23 fields, on ${label}`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await asOwnClient(context);
      await page.goto(`${stack.baseUrl}/occupations`);
      await page.getByRole('heading', { level: 1, name: 'Explore occupations' }).waitFor();
      const fields = page.locator('.occupations-browse__group');
      await fields.first().waitFor();
      expect(await fields.count()).toBe(23);
      await expectAccessible(page);
      await screenshot(page, `explore-occupations-index-${label}`);

      // A typo'd title, picked from the typeahead by keyboard, opens its page.
      const search = page.getByLabel('Job title');
      await search.click();
      await search.pressSequentially('electrican', { delay: 30 });
      const option = page.getByRole('option', { name: /^Electricians/ });
      await option.waitFor();
      await search.press('ArrowDown');
      await search.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Electricians' }).waitFor();

      // Enter on what was typed opens the best match; junk says so.
      await page.goBack();
      // (On a phone the suggestions open over the Open button, so the words go by Enter; junk, with none, by the button.)
      await page.getByLabel('Job title').fill('CDL driver');
      await page.getByLabel('Job title').press('Enter');
      await page.getByRole('heading', { level: 1, name: /Truck Drivers/ }).waitFor();
      await page.goBack();
      await page.getByLabel('Job title').fill('asdf');
      await page.getByRole('button', { name: 'Open' }).click();
      await page.getByRole('alert').getByText('No occupation found for “asdf”.', { exact: false }).waitFor();

      // Browse: a field opens to its occupations, each linking to its page.
      const health = fields.filter({ hasText: 'Healthcare Practitioners and Technical' });
      await health.locator('summary').click();
      await health.getByRole('link', { name: 'Registered Nurses', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Registered Nurses' }).waitFor();
      await context.close();
    }, 120_000);
  }

  it('serves every occupation page pre-rendered (its parts in the HTML, no script run), and the app takes it over', async () => {
    const html = async (path: string) => {
      const res = await fetch(`${stack.baseUrl}${path}`);
      expect(res.status).toBe(200);
      return res.text();
    };
    const nurses = await html(`/occupations/${NURSES}`);
    expect(nurses).toContain('<title>Registered Nurses · SideQuest</title>');
    expect(nurses).toMatch(/<meta name="description" content="Assess patient health problems and needs/);
    expect(nurses).toContain('<meta property="og:title" content="Registered Nurses">');
    expect(nurses).toMatch(/<h1 id="occupation-title"[^>]*>Registered Nurses<\/h1>/);
    expect(nurses.match(/<ul class="explore-tasks">(.*?)<\/ul>/)?.[1].match(/<li>/g)).toHaveLength(5);
    expect(nurses).toContain('Job zone <!-- -->4<!-- --> of 5');
    expect(nurses).toContain('<strong>Considerable preparation<!-- -->:</strong>');
    expect(nurses).toMatch(/<a href="\/occupations\/\d{2}-\d{4}\.\d{2}"[^>]*>[^<]+<\/a>/);
    expect(nurses).toContain(ATTRIBUTION);
    const software = await html('/occupations/15-1252.00');
    expect(software).toContain('<title>Software Developers · SideQuest</title>');
    expect(software).toContain('Job zone <!-- -->4<!-- --> of 5');
    const electricians = await html('/occupations/47-2111.00');
    expect(electricians).toContain('<title>Electricians · SideQuest</title>');
    expect(electricians).toContain('Job zone <!-- -->3<!-- --> of 5');
    // An unknown code, a 2010 one and a malformed one get the app's shell, which shows or moves them.
    for (const path of ['/occupations/99-9999.00', `/occupations/${OLD_SOFTWARE}`, '/occupations/not-a-code']) {
      const shell = await html(path);
      expect(shell).toContain('<title>SideQuest</title>');
      expect(shell).not.toContain('occupation-title');
    }

    // The browser hydrates the page as it arrived: no mismatch, and no second fetch of the occupation.
    const { context, page } = await newPage(browser, VIEWPORTS[1][1]);
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes(`/api/occupations/${NURSES}`) && asked.push(r.url()));
    await page.goto(`${stack.baseUrl}/occupations/${NURSES}`);
    await page.getByRole('list', { name: 'Signature quests' }).locator(':scope > li').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset['spa'])).toBeUndefined();
    expect(problems).toEqual([]);
    expect(asked).toEqual([]);
    await context.close();
  });

  it('moves a 2010 code to its 2019 page, and says when it does not know a code', async () => {
    const { context, page } = await newPage(browser, VIEWPORTS[1][1]);
    await page.goto(`${stack.baseUrl}/occupations/${OLD_SOFTWARE}`);
    await page.waitForURL(`${stack.baseUrl}/occupations/15-1252.00`);
    await page.getByRole('heading', { level: 1, name: 'Software Developers' }).waitFor();

    await page.goto(`${stack.baseUrl}/occupations/99-9999.00`);
    await page.getByRole('heading', { name: "We don't know that occupation" }).waitFor();
    expect(await page.title()).toBe('Occupation not found · SideQuest');
    await expectAccessible(page);
    await screenshot(page, 'explore-occupation-unknown-phone');
    await page.goto(`${stack.baseUrl}/occupations/not-a-code`);
    await page.getByRole('heading', { name: "We don't know that occupation" }).waitFor();
    await context.close();
  });

  for (const [label, viewport] of VIEWPORTS) {
    it(`goes from the landing's "I don't know" through the profiler's "Try these" and sign-up into onboarding with the three jobs on ${label}`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await asOwnClient(context);
      await page.goto(stack.baseUrl);
      await page.getByRole('button', { name: 'Take the three-universe quiz' }).click();
      await page.getByRole('link', { name: 'Find jobs that fit me' }).click();
      await page.waitForURL(`${stack.baseUrl}/discover`);
      await page.getByText('0 of 36 answered').waitFor();
      // Social and Artistic activities liked, the rest disliked, page by page.
      for (let p = 1; p <= 6; p++) {
        for (const item of await page.locator('li[id^="item-"]').all()) {
          const id = (await item.getAttribute('id'))!.slice(5);
          const answer = /^[SA]/.test(id) ? 'Strongly like' : 'Dislike';
          await item.getByRole('radio', { name: answer, exact: true }).click();
        }
        await page.getByRole('button', { name: p < 6 ? 'Next' : 'See my results' }).click();
      }
      await page.getByRole('heading', { name: 'Your interest profile' }).waitFor();
      const results = page.locator('.profiler-results__list > li');
      await results.first().waitFor();
      const tryThese = page.getByRole('group', { name: 'Jobs to try' });
      expect(await tryThese.getByRole('button', { name: 'Try this' }).isDisabled()).toBe(true);
      await tryThese.getByText('Pick up to 3 jobs to try.').waitFor();

      // Three picked; a fourth cannot be.
      const titles: string[] = [];
      for (let i = 0; i < 3; i++) {
        const title = (await results.nth(i).getByRole('heading').innerText()).trim();
        titles.push(title);
        // Its name: "Try this job", then the title (visually hidden, so a box of its own: a space may come before it).
        const pick = results.nth(i).getByRole('checkbox', { name: /^Try this job/ });
        expect((await pick.evaluate((box) => (box as HTMLButtonElement).labels?.[0]?.textContent)) ?? '').toBe(
          `Try this job: ${title}`,
        );
        await pick.click();
      }
      expect(await results.nth(3).getByRole('checkbox').isDisabled()).toBe(true);
      await tryThese.getByText(`Picked 3 of 3: ${titles.join('; ')}`).waitFor();
      await expectAccessible(page);
      await screenshot(page, `explore-profiler-picked-${label}`);
      await tryThese.getByRole('button', { name: 'Try these' }).click();

      // The landing's quests for those jobs, as if typed there: each job's own quest, matched to it.
      await page.waitForURL(`${stack.baseUrl}/`);
      await page.getByRole('heading', { level: 1, name: /^Quests for / }).waitFor();
      const matched = page.locator('.landing-quiz__match a');
      await matched.first().waitFor();
      const matchedTitles = await matched.evaluateAll((links) =>
        links.map((a) => a.firstChild?.textContent?.trim() ?? ''),
      );
      expect(matchedTitles.slice(0, 3)).toEqual(titles);
      await screenshot(page, `explore-try-these-landing-${label}`);

      // "Start this quest" on the second job's card: sign-up carries the jobs and that quest into onboarding, which
      // makes one quest for each job and opens the picked one's plan.
      const secondCard = page.locator('.landing-quiz__results > li').nth(1);
      const pickedTitle = (await secondCard.getByRole('heading').innerText()).trim();
      await secondCard.getByRole('link', { name: `Start this quest: ${pickedTitle}` }).click();
      await page.waitForURL(`${stack.baseUrl}/auth?mode=signup`);
      await signUpAndConfirm(page, uniqueEmail(`try-these-${label}`), stack.baseUrl, (m) => stack.mail.waitFor(m));
      const answer = page.getByLabel(/three parallel universes/);
      await answer.waitFor();
      expect(await answer.inputValue()).toBe(titles.join(', '));
      await page.getByRole('button', { name: 'Reveal my quests' }).click();
      const dialog = page.getByRole('dialog', { name: pickedTitle });
      await dialog.getByRole('heading', { name: 'Milestones' }).waitFor();
      await screenshot(page, `explore-try-these-picked-plan-${label}`);
      await dialog.getByRole('button', { name: 'Save & Start Quest' }).click();
      await page.waitForURL(`${stack.baseUrl}/dashboard`);
      await page.getByText(pickedTitle).first().waitFor();
      await context.close();
    }, 240_000);
  }

  for (const [label, viewport] of VIEWPORTS) {
    it(`answers the interest profiler by keyboard, resumes it after a reload, and ranks hands-on jobs first for hands-on answers on ${label}`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await asOwnClient(context);
      await page.goto(`${stack.baseUrl}/discover`);
      await page.getByText('0 of 36 answered').waitFor();
      await expectAccessible(page);
      await screenshot(page, `explore-profiler-start-${label}`);

      await answerPageByKeyboard(page);
      await page.getByText('6 of 36 answered').waitFor();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Next');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: /^Page 2 of 6/ }).waitFor();
      await answerPageByKeyboard(page, 2);
      await page.getByText('8 of 36 answered').waitFor();

      // Stopped and come back: the answers and the page are still there.
      await page.reload();
      await page.getByText('8 of 36 answered').waitFor();
      await page.getByRole('heading', { name: /^Page 2 of 6/ }).waitFor();
      await answerPageByKeyboard(page);
      for (let p = 3; p <= 6; p++) {
        await page.getByRole('button', { name: 'Next' }).focus();
        await page.keyboard.press('Enter');
        await page.getByRole('heading', { name: new RegExp(`^Page ${p} of 6`) }).waitFor();
        await answerPageByKeyboard(page);
      }
      await page.getByText('36 of 36 answered').waitFor();
      await screenshot(page, `explore-profiler-last-page-${label}`);
      await page.getByRole('button', { name: 'See my results' }).focus();
      await page.keyboard.press('Enter');

      // The result: the profile, Realistic first, and hands-on jobs with their quests.
      await page.getByRole('heading', { name: 'Your interest profile' }).waitFor();
      const top = page.getByRole('list', { name: 'Your strongest interests' }).locator('li');
      expect(await top.first().innerText()).toMatch(/^Realistic\./);
      expect(await page.locator('figure.interest-chart figcaption').innerText()).toMatch(/^High-point code R/);
      const results = page.locator('.profiler-results__list > li');
      await results.first().waitFor();
      expect(await results.count()).toBe(20);
      await expect.poll(() => results.first().locator('.profiler-result__quest').innerText()).not.toMatch(/…$/);
      expect(await results.first().locator('.profiler-result__quest').innerText()).not.toContain('none yet');
      await expectAccessible(page);
      await screenshot(page, `explore-profiler-results-${label}`);

      // How much preparation: only job zone 1 then.
      await page.getByRole('checkbox', { name: 'Little or none' }).focus();
      await page.keyboard.press('Space');
      await expect
        .poll(async () =>
          (await results.locator('.profiler-result__facts').allInnerTexts()).every((t) =>
            t.includes('Little or none preparation'),
          ),
        )
        .toBe(true);

      // A result opens its page, whose own profile puts Realistic among its high points.
      const link = results.first().getByRole('link');
      const title = (await link.innerText()).trim();
      await link.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.locator('figure.interest-chart figcaption').innerText()).toMatch(/^High-point code R/);
      await context.close();
    }, 180_000);
  }

  it('keeps a signed-in person’s answers on their account: a new browser context picks them up, and Retake clears them', async () => {
    const first = await signedInThroughUi(stack, browser, 'profiler-saved');
    const { email } = first;
    await first.page.goto(`${stack.baseUrl}/discover`);
    await first.page.getByText('0 of 36 answered').waitFor();
    await first.page.getByText(/saved to your account, so you can stop and pick up later/).waitFor();
    const answer = async (page: Page, id: string, option: string) =>
      page.locator(`#item-${id}`).getByRole('radio', { name: option, exact: true }).click();
    for (const id of ['R1', 'I1', 'A1']) await answer(first.page, id, id === 'R1' ? 'Strongly like' : 'Dislike');
    await first.page.getByText('3 of 36 answered').waitFor();
    await first.page.getByRole('status').getByText('Saved to your account').waitFor();
    await first.context.close();

    // Another browser, signed in with the same account: the answers come from the account.
    const second = await newPage(browser, VIEWPORTS[0][1]);
    await asOwnClient(second.context);
    await second.page.goto(`${stack.baseUrl}/auth?mode=login`);
    await second.page.getByLabel('Email').fill(email);
    await second.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await second.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await second.page.waitForURL(`${stack.baseUrl}/onboarding`);
    await second.page.goto(`${stack.baseUrl}/discover`);
    await second.page.getByText('3 of 36 answered').waitFor();
    const checked = (id: string, option: string) =>
      second.page.locator(`#item-${id}`).getByRole('radio', { name: option, exact: true }).getAttribute('aria-checked');
    expect(await checked('R1', 'Strongly like')).toBe('true');
    expect(await checked('I1', 'Dislike')).toBe('true');

    // Answering on from here saves the newer copy; a reload keeps it.
    await answer(second.page, 'S1', 'Like');
    await second.page.getByText('4 of 36 answered').waitFor();
    await second.page.getByRole('status').getByText('Saved to your account').waitFor();
    await second.page.reload();
    await second.page.getByText('4 of 36 answered').waitFor();

    // Finished, then Retake: this tab and the account both start again (a reload finds nothing to resume).
    for (let p = 1; p <= 6; p++) {
      if (p > 1) await second.page.getByRole('button', { name: 'Next' }).click();
      await second.page.getByRole('heading', { name: new RegExp(`^Page ${p} of 6`) }).waitFor();
      for (const id of await second.page
        .locator('li[id^="item-"]')
        .evaluateAll((items) => items.map((li) => li.id.slice(5))))
        if ((await checked(id, 'Strongly like')) !== 'true' && !['I1', 'A1', 'S1'].includes(id))
          await answer(second.page, id, 'Like');
    }
    await second.page.getByText('36 of 36 answered').waitFor();
    await second.page.getByRole('button', { name: 'See my results' }).click();
    await second.page.getByRole('heading', { name: 'Your interest profile' }).waitFor();
    const cleared = second.page.waitForResponse(
      (res) => res.url().endsWith('/api/interest-profile') && res.request().method() === 'DELETE',
    );
    await second.page.getByRole('button', { name: 'Retake' }).click();
    await second.page.getByText('0 of 36 answered').waitFor();
    expect((await cleared).status()).toBe(200);
    await second.page.reload();
    await second.page.getByText('0 of 36 answered').waitFor();
    await second.context.close();
  }, 120_000);
});
