import { questGeneratorContract } from '@sidequest/quests-domain/testing';
import { useLlmStub } from '@sidequest/test-support';
import { describe, expect, it } from 'vitest';
import { LlmQuestGenerator } from './llm-quest.generator';

/** The stub model writes as many quests as the prompt asks for. */
const modelQuests = (user: string) => {
  const wanted = Number(/\((\d+) quests wanted\)/.exec(user)?.[1] ?? 3);
  const quests = Array.from({ length: wanted }, (_, i) => ({
    title: `Model quest ${i + 1}: try it for a day`,
    description: `Spend thirty minutes on the job named ${i + 1}st and keep a short list of what you did.`,
  }));
  return JSON.stringify({ quests });
};

const stub = useLlmStub((request) => modelQuests(request.user));

questGeneratorContract(
  'LLM against the stub model',
  () => new LlmQuestGenerator({ baseUrl: stub().url, apiKey: 'sk-contract', timeoutMs: 2000 }),
);

describe('the LLM quest generator under the contract', () => {
  it("wrote its quests in the stub model's words", async () => {
    const [quest] = await new LlmQuestGenerator({ baseUrl: stub().url, timeoutMs: 2000 }).generate('dragon whisperer');
    expect(quest.title).toBe('Model quest 1: try it for a day');
    expect(stub().requests.every((r) => r.path === '/v1/chat/completions')).toBe(true);
  });
});
