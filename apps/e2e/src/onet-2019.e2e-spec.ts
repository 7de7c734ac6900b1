import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations } from './support/axe';
import { closeToasts, PASSWORD, uniqueEmail, withStackAndBrowser } from './support/journeys';
import { asOwnClient, createConfirmedAccount, newPage, screenshot, type Stack, VIEWPORTS } from './support/stack';

/**
 * A quest chosen before the catalogue moved to O*NET-SOC 2019 keeps its id, which names its 2010 code
 * (15-1132.00, Software Developers, Applications). It still shows as the current quest, with the plan written for it:
 * the plan is found through the 2019 successor (15-1252.00), whose entry kept that quest.
 */
const LEGACY_QUEST = {
  id: 'q-software-15-1132.00-s0-legacy1',
  title: 'Sketch the screens of a small app',
  description:
    'Pick a small problem, such as sharing chores at home. Sketch the three or four screens of an app that solves it, with buttons and arrows between screens, and show the wireframe.',
};
const PLAN = [
  'Write user stories for the app screens',
  'Sketch the app wireframe',
  'Build one screen',
  'Test with a user',
];

describe('a quest chosen in O*NET-SOC 2010 days', () => {
  let stack: Stack, browser: Browser;
  withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

  for (const [label, viewport] of VIEWPORTS) {
    it(`still shows as the current quest with its own plan on ${label}`, async () => {
      const email = uniqueEmail(`onet2010-${label}`);
      await createConfirmedAccount(stack, email, PASSWORD);
      const headers = { 'content-type': 'application/json', 'x-forwarded-for': '10.252.1.1' };
      const login = await fetch(`${stack.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      const { access_token: token } = (await login.json()) as { access_token: string };
      // The quest as onboarding saved it then: its id, words and matched occupation of the 2010 list.
      const quests = [
        { ...LEGACY_QUEST, occupation: { code: '15-1132.00', title: 'Software Developers, Applications' } },
        { id: 'q-explore-legacy2', title: 'Interview someone whose work you admire', description: 'Ask one person.' },
        { id: 'q-explore-legacy3', title: 'Sketch your ideal ordinary Tuesday', description: 'Describe a Tuesday.' },
      ];
      const plan = await fetch(`${stack.baseUrl}/api/plans/generate`, {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${token}` },
        body: JSON.stringify({ quest: quests[0], userAnswer: 'software developer' }),
      });
      expect(plan.status).toBe(200);
      const planBody = (await plan.json()) as { plan: { milestones: { title: string }[] } };
      expect(planBody.plan.milestones.slice(0, 2).map((m) => m.title)).toEqual(PLAN.slice(0, 2));
      const saved = await fetch(`${stack.baseUrl}/api/onboarding`, {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${token}` },
        body: JSON.stringify({
          answer: 'software developer',
          quests,
          selectedQuestId: LEGACY_QUEST.id,
          plan: planBody.plan,
        }),
      });
      expect(saved.status).toBe(201);

      const { context, page } = await newPage(browser, viewport);
      await asOwnClient(context);
      await page.goto(`${stack.baseUrl}/auth?mode=login`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(`${stack.baseUrl}/dashboard`);
      await page.getByText(LEGACY_QUEST.title).first().waitFor();
      for (const title of PLAN.slice(0, 2)) await page.getByText(title).first().waitFor();
      await closeToasts(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `onet-2010-quest-${label}`);
      await context.close();
    });
  }
});
