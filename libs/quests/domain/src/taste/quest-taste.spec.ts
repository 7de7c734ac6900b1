import { describe, expect, it } from 'vitest';
import { generateQuestDrafts } from '../generator/built-in-quest-generator';
import {
  NEUTRAL_TASTE,
  orderByTaste,
  questKind,
  reflectionLean,
  steerQuests,
  tasteFromReflections,
  type TasteWeights,
} from './quest-taste';

const fieldOf = (id: string) => questKind(id).field;

describe('quest taste', () => {
  const answer = 'nurse, carpenter, teacher';
  const drafts = generateQuestDrafts(answer);
  const fields = drafts.map((d) => fieldOf(d.id));

  it('reads the field and the occupation a quest id carries', () => {
    expect(fields).toEqual(['healthcare', 'trades', 'education']);
    const signature = drafts.find((d) => /-s\d-/.test(d.id));
    if (signature) expect(questKind(signature.id).occupationCode).toBe(signature.occupation?.code);
    expect(questKind('q-explore-abc')).toEqual({ field: null, occupationCode: null });
  });

  it('a neutral history leaves today’s output unchanged', () => {
    expect(steerQuests(drafts, NEUTRAL_TASTE, answer)).toEqual(drafts);
    expect(orderByTaste(drafts, NEUTRAL_TASTE)).toEqual(drafts);
  });

  it('puts a liked field first and a disliked field last, keeping every typed job', () => {
    const carpentry = drafts[1];
    const nursing = drafts[0];
    const taste = tasteFromReflections([
      { questId: carpentry.id, occupationCode: carpentry.occupation?.code ?? null, rating: 5, direction: 'more' },
      { questId: nursing.id, occupationCode: nursing.occupation?.code ?? null, rating: 1, direction: 'different' },
    ]);
    const steered = steerQuests(drafts, taste, answer);
    expect(steered.map((d) => fieldOf(d.id))).toEqual(['trades', 'education', 'healthcare']);
    expect([...steered].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [...drafts].sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it('gives the same answer different orders after different reflections, and the same order for the same ones', () => {
    const likesTeaching = tasteFromReflections([
      { questId: drafts[2].id, occupationCode: null, rating: 4, direction: 'more' },
    ]);
    const likesTrades = tasteFromReflections([
      { questId: drafts[1].id, occupationCode: null, rating: 5, direction: 'more' },
    ]);
    const a = steerQuests(drafts, likesTeaching, answer).map((d) => fieldOf(d.id));
    const b = steerQuests(drafts, likesTrades, answer).map((d) => fieldOf(d.id));
    expect(a[0]).toBe('education');
    expect(b[0]).toBe('trades');
    expect(a).not.toEqual(b);
    expect(steerQuests(drafts, likesTrades, answer)).toEqual(steerQuests(drafts, likesTrades, answer));
  });

  it('fills the exploration slots with a liked occupation, never replacing a typed job', () => {
    const single = generateQuestDrafts('dentist');
    expect(single.some((d) => d.id.startsWith('q-explore-'))).toBe(true);
    const carpenter = generateQuestDrafts('carpenter')[0];
    const code = carpenter.occupation?.code;
    expect(code).toBeDefined();
    const taste: TasteWeights = { fields: { trades: 2 }, occupations: { [code as string]: 2 } };
    const steered = steerQuests(single, taste, 'dentist');
    expect(steered).toHaveLength(3);
    expect(steered[0].occupation?.code).toBe(code);
    // The typed job (the first draft) is still there.
    expect(steered.map((d) => d.id)).toContain(single[0].id);
  });

  it('weighs a reflection by rating and direction', () => {
    expect(reflectionLean(5, 'more')).toBe(3);
    expect(reflectionLean(3, 'more')).toBe(1);
    expect(reflectionLean(3, 'different')).toBe(-1);
    expect(reflectionLean(1, 'different')).toBe(-3);
    expect(
      tasteFromReflections([{ questId: 'q-explore-x', occupationCode: null, rating: 5, direction: 'more' }]),
    ).toEqual(NEUTRAL_TASTE);
  });
});
