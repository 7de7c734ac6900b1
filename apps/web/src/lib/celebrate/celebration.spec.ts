import { describe, expect, it } from 'vitest';
import { milestoneCelebration, questCelebration, reminderCheckInCelebration, streakCelebration } from './celebration';

describe('streakCelebration', () => {
  it('celebrates a streak that grew with the check-in', () => {
    expect(streakCelebration(0, 1)).toBe('Streak up: 1 week in a row!');
    expect(streakCelebration(2, 3)).toBe('Streak up: 3 weeks in a row!');
  });
  it('stays quiet when nothing grew, on an undo, on a load, or when the check-in changed nothing', () => {
    expect(streakCelebration(2, 2)).toBeNull();
    expect(streakCelebration(3, 2)).toBeNull();
    expect(streakCelebration(undefined, 3)).toBeNull();
    expect(streakCelebration(0, 1, false)).toBeNull();
  });
});

describe('milestoneCelebration', () => {
  it('celebrates a newly ticked milestone that is not the last', () => {
    expect(milestoneCelebration([], 0, true, 4)).toBe('Milestone reached: 1 of 4!');
    expect(milestoneCelebration([0, 2], 1, true, 4)).toBe('Milestone reached: 3 of 4!');
  });
  it('stays quiet on a reopen, an already ticked one, and the last one (the quest celebrates)', () => {
    expect(milestoneCelebration([0], 0, false, 4)).toBeNull();
    expect(milestoneCelebration([0], 0, true, 4)).toBeNull();
    expect(milestoneCelebration([0, 1, 2], 3, true, 4)).toBeNull();
    expect(milestoneCelebration([], 0, true, 1)).toBeNull();
  });
  it('ignores stale indexes beyond the plan', () => {
    expect(milestoneCelebration([7, 8, 9], 0, true, 2)).toBe('Milestone reached: 1 of 2!');
  });
});

describe('questCelebration', () => {
  it('celebrates the quest going from open to finished', () => {
    expect(questCelebration({ questId: 'q', done: false }, { questId: 'q', done: true })).toBe('Quest complete!');
  });
  it('stays quiet on a load, a quest already finished, a reopen, or another quest', () => {
    expect(questCelebration(null, { questId: 'q', done: true })).toBeNull();
    expect(questCelebration({ questId: 'q', done: true }, { questId: 'q', done: true })).toBeNull();
    expect(questCelebration({ questId: 'q', done: true }, { questId: 'q', done: false })).toBeNull();
    expect(questCelebration({ questId: 'p', done: false }, { questId: 'q', done: true })).toBeNull();
  });
});

describe('reminderCheckInCelebration', () => {
  it('celebrates a done link that checked today in just now', () => {
    expect(reminderCheckInCelebration({ action: 'done', checked_in: true })).toBe(
      'Checked in: today counts toward your streak!',
    );
  });
  it('stays quiet when today was already checked in, and on the other links', () => {
    expect(reminderCheckInCelebration({ action: 'done', checked_in: false })).toBeNull();
    expect(reminderCheckInCelebration({ action: 'unsubscribe', checked_in: false })).toBeNull();
    expect(reminderCheckInCelebration({ action: 'resume', checked_in: true })).toBeNull();
  });
});
