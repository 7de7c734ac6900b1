import { describe, expect, it } from 'vitest';
import { newerAnswers } from './saved-answers';

describe('newerAnswers', () => {
  const tab = { answers: { R1: 5, I1: 2 }, updatedAt: 2000 };
  it('keeps this tab’s answers when nothing is saved to the account', () => {
    expect(newerAnswers(tab, null)).toEqual({ ...tab, from: 'tab' });
  });
  it('takes the newer copy', () => {
    expect(newerAnswers(tab, { answers: { R1: 1 }, updatedAt: 3000 })).toMatchObject({
      answers: { R1: 1 },
      from: 'account',
    });
    expect(newerAnswers(tab, { answers: { R1: 1 }, updatedAt: 1000 })).toMatchObject({
      answers: tab.answers,
      from: 'tab',
    });
  });
  it('takes the account’s answers into an empty tab, and the fuller copy when the tab’s time is unknown', () => {
    expect(newerAnswers({ answers: {}, updatedAt: 5000 }, { answers: { R1: 1 }, updatedAt: 1 }).from).toBe('account');
    expect(newerAnswers({ ...tab, updatedAt: 0 }, { answers: { R1: 1, A1: 3, S1: 3 }, updatedAt: 1 }).from).toBe(
      'account',
    );
    expect(newerAnswers({ ...tab, updatedAt: 0 }, { answers: { R1: 1 }, updatedAt: 1 }).from).toBe('tab');
  });
});
