import { describe, expect, it } from 'vitest';
import type { GeneratedQuest, JobQuestion } from '@sidequest/contracts';
import { answerQuestion, questsOf, slotsFrom } from './question-slots';

const matched = (id: string): GeneratedQuest => ({
  id,
  title: `Quest ${id}`,
  description: 'Try it.',
  occupation: { code: '11-2021.00', title: `Job ${id}` },
});
const filler = (id: string): GeneratedQuest => ({ id, title: `Filler ${id}`, description: 'Try it.' });
const choose: JobQuestion = {
  typed: 'head of marketing',
  kind: 'choose',
  choices: [{ code: '11-2021.00', title: 'Marketing Managers', score: 0.6 }],
};
const unknown: JobQuestion = { typed: 'asdf', kind: 'unknown', choices: [] };
const keyOf = (slots: ReturnType<typeof slotsFrom>) => slots.flatMap((s) => (s.kind === 'question' ? [s.key] : []))[0];
const ids = (slots: ReturnType<typeof slotsFrom>) =>
  slots.map((s) => (s.kind === 'quest' ? s.quest.id : `?${s.question.typed}`));

describe('the generated cards and their questions', () => {
  it('shows matched quests, then the questions, then the fillers (or none of them on the landing)', () => {
    const response = { quests: [filler('f1'), matched('m1')], questions: [choose, unknown] };
    expect(ids(slotsFrom(response))).toEqual(['m1', '?head of marketing', '?asdf', 'f1']);
    expect(ids(slotsFrom(response, { withFillers: false, maxQuests: 6 }))).toEqual([
      'm1',
      '?head of marketing',
      '?asdf',
    ]);
  });

  it("puts an answered question's quest in its place, a filler making room beyond three quests", () => {
    const slots = slotsFrom({ quests: [matched('m1'), matched('m2'), filler('f1')], questions: [choose] });
    expect(ids(slots)).toEqual(['m1', 'm2', '?head of marketing', 'f1']);
    const next = answerQuestion(slots, keyOf(slots), matched('m3'))!;
    expect(ids(next)).toEqual(['m1', 'm2', 'm3']);
    expect(questsOf(next)).toHaveLength(3);
  });

  it('keeps every quest while there is room, and the newest when all three are matched', () => {
    const roomy = slotsFrom({ quests: [matched('m1')], questions: [choose] });
    expect(ids(answerQuestion(roomy, keyOf(roomy), matched('m2'))!)).toEqual(['m1', 'm2']);
    const full = slotsFrom({ quests: [matched('m1'), matched('m2'), matched('m3')], questions: [choose] });
    expect(ids(answerQuestion(full, keyOf(full), matched('m4'))!)).toEqual(['m1', 'm2', 'm4']);
  });

  it('refuses a quest already on the list', () => {
    const slots = slotsFrom({ quests: [matched('m1')], questions: [choose] });
    expect(answerQuestion(slots, keyOf(slots), matched('m1'))).toBeNull();
  });
});
