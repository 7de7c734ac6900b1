import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ReminderLinkAction } from '@sidequest/contracts';
import { reminderLinkState, ReminderLinkView, type ReminderLinkState } from './ReminderLinkPage';

const token = 'signed.token.abcdefghijkl';
const render = (action: ReminderLinkAction, state: ReminderLinkState) =>
  renderToString(
    <MemoryRouter>
      <ReminderLinkView action={action} state={state} onConfirm={() => undefined} />
    </MemoryRouter>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the reminder link state', () => {
  it('waits for the click: opening the page sends nothing', () => {
    expect(reminderLinkState(token, { isLoading: false })).toEqual({ status: 'ready' });
    expect(reminderLinkState(token, { isLoading: true })).toEqual({ status: 'pending' });
  });

  it('fails a missing or cut token before any request', () => {
    expect(reminderLinkState(null, { isLoading: false })).toEqual({
      status: 'error',
      gone: false,
      message: 'This link has no token.',
    });
    expect(reminderLinkState('abc', { isLoading: false })).toEqual({
      status: 'error',
      gone: false,
      message: 'This link is not complete',
    });
  });

  it('keeps the api’s answer, and its message on a 400 or a 410', () => {
    const data = {
      action: 'done' as const,
      message: 'Done for today ✓',
      quest_title: 'Marine Biologist',
      checked_in: true,
    };
    expect(reminderLinkState(token, { isLoading: false, data })).toEqual({ status: 'done', result: data });
    expect(
      reminderLinkState(token, { isLoading: false, error: { status: 400, data: { error: 'This link is not valid' } } }),
    ).toEqual({ status: 'error', gone: false, message: 'This link is not valid' });
    expect(
      reminderLinkState(token, {
        isLoading: false,
        error: { status: 410, data: { error: 'This link was already used' } },
      }),
    ).toEqual({ status: 'error', gone: true, message: 'This link was already used' });
    expect(reminderLinkState(token, { isLoading: false, error: { status: 'FETCH_ERROR' } })).toMatchObject({
      status: 'error',
      message: 'Something went wrong. Please try the link again in a moment.',
    });
  });
});

describe('the reminder link pages', () => {
  it('done: a "Mark today as done" button, then "Done for today ✓" with the quest', () => {
    const ready = render('done', { status: 'ready' });
    expect(ready).toMatch(/<h1[^>]*>Mark today as done\?<\/h1>/);
    expect(ready).toMatch(/<button[^>]*>Mark today as done<\/button>/);
    const done = render('done', {
      status: 'done',
      result: { action: 'done', message: 'Done for today ✓', quest_title: 'Marine Biologist', checked_in: true },
    });
    expect(done).toMatch(/<h1[^>]*>Done for today ✓<\/h1>/);
    expect(text(done)).toContain('Marine Biologist');
    expect(done).not.toContain('<button');
    expect(done).toContain('href="/dashboard"');
  });

  it('unsubscribe: one button turns reminders off; then "Reminders are off" and the way back on /account', () => {
    expect(render('unsubscribe', { status: 'ready' })).toMatch(/<button[^>]*>Turn reminders off<\/button>/);
    const done = render('unsubscribe', {
      status: 'done',
      result: { action: 'unsubscribe', message: 'Reminders are off.', quest_title: 'Pilot', checked_in: false },
    });
    expect(done).toMatch(/<h1[^>]*>Reminders are off<\/h1>/);
    expect(text(done)).toContain('We will not send you reminder mails.');
    expect(text(done)).not.toContain('Pilot');
    expect(done).toMatch(/<a[^>]*href="\/account"[^>]*>.*Turn reminders back on<\/a>/);
    const worded = render('unsubscribe', {
      status: 'done',
      result: {
        action: 'unsubscribe',
        message: 'Reminders are off. Turn them on again on /account.',
        quest_title: null,
        checked_in: false,
      },
    });
    expect(text(worded)).toContain('Reminders are off. Turn them on again on /account.');
    expect(text(worded)).not.toContain('We will not send you reminder mails.');
  });

  it('resume: a "Keep reminding me" button, then "Reminders are back on"', () => {
    expect(render('resume', { status: 'ready' })).toMatch(/<button[^>]*>Keep reminding me<\/button>/);
    expect(render('resume', { status: 'pending' })).toMatch(
      /<button[^>]*disabled=""[^>]*aria-busy="true"|Resuming\.\.\./,
    );
    const done = render('resume', {
      status: 'done',
      result: { action: 'resume', message: 'We will keep reminding you.', quest_title: 'Pilot', checked_in: false },
    });
    expect(done).toMatch(/<h1[^>]*>Reminders are back on<\/h1>/);
    expect(text(done)).toContain('We will keep reminding you.');
  });

  it('an error shows the api’s message kindly, with a link to the dashboard', () => {
    const used = render('done', { status: 'error', gone: true, message: 'This link was already used' });
    expect(used).toMatch(/<h1[^>]*>This link no longer works<\/h1>/);
    expect(used).toMatch(/role="alert">This link was already used<\/p>/);
    expect(used).toMatch(/<a[^>]*href="\/dashboard"/);
    const bad = render('unsubscribe', { status: 'error', gone: false, message: 'This link is not valid' });
    expect(bad).toMatch(/<h1[^>]*>This link does not work<\/h1>/);
    expect(bad).toContain('href="/account"');
  });
});
