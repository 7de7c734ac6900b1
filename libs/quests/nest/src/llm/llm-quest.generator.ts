import { Logger } from '@nestjs/common';
import { askJson, type JsonPrompt, type LlmOptions } from '@sidequest/platform-http';
import { z } from 'zod';
import {
  generateQuestDrafts,
  isSignatureQuestId,
  MAX_TITLE_LENGTH,
  type QuestDraft,
  type QuestGenerator,
} from '@sidequest/quests-domain';

const LlmQuests = z.object({
  quests: z
    .array(
      z.object({
        title: z.string().trim().min(3).max(MAX_TITLE_LENGTH),
        description: z.string().trim().min(20).max(400),
      }),
    )
    .min(1)
    .max(3),
});

const logger = new Logger('LlmQuestGenerator');
/** Three short quests in JSON fit in a few hundred tokens; the cap bounds what one call can cost. */
export const QUESTS_MAX_TOKENS = 600;

const QUESTS_PROMPT: JsonPrompt<z.infer<typeof LlmQuests>> = {
  system: [
    'You write starter quests for people exploring jobs. For each job the user names, in order, write one quest:',
    'a concrete first action that fits in 30 minutes a day. The title has at most 60 characters. The description is',
    '1-3 sentences, starts with a verb, names the job, and names something to show at the end (a sketch, a list,',
    'a conversation, a photo, a recording). Answer with JSON only: {"quests":[{"title":"...","description":"..."}]}.',
  ].join(' '),
  answer: LlmQuests,
  temperature: 0.7,
  maxTokens: QUESTS_MAX_TOKENS,
};

/**
 * OpenAI-compatible chat completions behind the generator port. The built-in drafts fix how many
 * quests there are and their ids (the id carries the field the plan generator reads); the model
 * only rewrites their words. Any failure throws, and GenerateQuests falls back to the built-in ones.
 */
export class LlmQuestGenerator implements QuestGenerator {
  constructor(private readonly options: LlmOptions) {}

  async generate(answer: string): Promise<QuestDraft[]> {
    const drafts = generateQuestDrafts(answer);
    try {
      const { quests } = await askJson(this.options, QUESTS_PROMPT, `Jobs (${drafts.length} quests wanted): ${answer}`);
      if (quests.length < drafts.length) throw new Error(`${quests.length} quests for ${drafts.length} jobs`);
      // A signature quest keeps its own words: its plan is written to follow them.
      return drafts.map((draft, i) =>
        isSignatureQuestId(draft.id) ? draft : { ...draft, title: quests[i].title, description: quests[i].description },
      );
    } catch (e) {
      logger.warn(`LLM generator failed, using the built-in one: ${(e as Error).message}`);
      throw e;
    }
  }
}
