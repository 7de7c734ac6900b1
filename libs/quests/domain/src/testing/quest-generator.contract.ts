import { describe, expect, it } from 'vitest';
import { MAX_TITLE_LENGTH, type QuestDraft } from '../generator/quest-draft';
import type { QuestGenerator } from '../ports/quest-generator.port';

/** Answers of each kind: jobs the catalogue knows, one it does not, a wish, another language, words that name nothing. */
const ANSWERS = [
  'nurse, pilot, dragon whisperer',
  'I want to be a baker',
  'something with animals',
  'Bäcker und Tischler',
  'asdf qwer',
];

function expectWellFormed(quests: QuestDraft[]) {
  expect(quests.length).toBeGreaterThanOrEqual(3);
  for (const quest of quests) {
    // The id names the quest's field: the plan generator reads it.
    expect(quest.id).toMatch(/^q-[a-z]+-\S+$/);
    expect(quest.title.trim().length).toBeGreaterThanOrEqual(3);
    expect(quest.title.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(quest.description.trim().length).toBeGreaterThanOrEqual(20);
  }
  expect(new Set(quests.map((q) => q.id)).size).toBe(quests.length);
}

/** What GenerateQuests and the plans rely on from any quest generator: the built-in one and the LLM one against a stub model. */
export function questGeneratorContract(name: string, make: () => QuestGenerator | Promise<QuestGenerator>) {
  describe(`QuestGenerator contract: ${name}`, () => {
    for (const answer of ANSWERS) {
      it(`answers at least three well-formed quests with distinct ids for "${answer}"`, async () => {
        expectWellFormed(await (await make()).generate(answer));
      });
    }

    it('gives the same answer the same quest ids (a chosen quest and its plan hang on them)', async () => {
      const generator = await make();
      const ids = async () => (await generator.generate('nurse, pilot, baker')).map((q) => q.id);
      expect(await ids()).toEqual(await ids());
    });

    it('answers one quest per job named, in that order, each naming the occupation it was matched to', async () => {
      const quests = await (await make()).generate('nurse, pilot, baker');
      expect(quests.slice(0, 3).map((q) => q.occupation?.title)).toEqual([
        expect.stringMatching(/nurse/i),
        expect.stringMatching(/pilot/i),
        expect.stringMatching(/baker/i),
      ]);
      expect(quests[0].occupation?.code).toMatch(/^\d{2}-\d{4}\.\d{2}$/);
    });
  });
}
