import { describe, expect, it } from 'vitest';
import { GeneratePlanBody, UpdatePlanBody } from './plans';
import { CompleteOnboardingBody, GenerateQuestsBody } from './quests';

describe('quests and plans contracts', () => {
  it('rejects a blank or over-long answer with a clear message', () => {
    const blank = GenerateQuestsBody.safeParse({ answer: '   ' });
    expect(!blank.success && blank.error.issues[0].message).toBe('Please describe the jobs you would like to try.');
    const missing = GenerateQuestsBody.safeParse({});
    expect(!missing.success && missing.error.issues[0].message).toBe('Please describe the jobs you would like to try.');
    const long = GenerateQuestsBody.safeParse({ answer: 'a'.repeat(501) });
    expect(!long.success && long.error.issues[0].message).toBe('Your answer must be at most 500 characters.');
    expect(GenerateQuestsBody.parse({ answer: '  <b>nurse</b> ' }).answer).toBe('<b>nurse</b>');
  });

  it('defaults minutesPerDay to 30 for generate-plan', () => {
    const body = GeneratePlanBody.parse({ quest: { id: 'q-a-1', title: 'T', description: 'D' } });
    expect(body.minutesPerDay).toBe(30);
    expect(body.userAnswer).toBe('');
  });

  it('refuses a plan edit that is not a number and requires a chosen quest on onboarding', () => {
    expect(UpdatePlanBody.safeParse({ questId: 'q', minutesPerDay: 'abc' }).success).toBe(false);
    const noPick = CompleteOnboardingBody.safeParse({
      answer: 'nurse',
      quests: [{ id: 'q', title: 't', description: 'd' }],
    });
    expect(!noPick.success && noPick.error.issues[0].message).toBe('Please choose one quest to start.');
  });
});
