import { GenerateQuests, generateQuestDrafts, isSignatureQuestId } from '@sidequest/quests-domain';
import { LlmStub, type LlmStubReply } from '@sidequest/test-support';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LlmQuestGenerator, QUESTS_MAX_TOKENS } from './llm-quest.generator';

/** A local stand-in for an OpenAI-compatible endpoint; each test sets how it answers. */
let stub: LlmStub;
beforeAll(async () => void (stub = await LlmStub.start(() => '')));
afterAll(() => stub.close());
beforeEach(() => void (stub.requests.length = 0));
const answer = (reply: LlmStubReply) => void (stub.answer = () => reply);

// The third job is a field's word only (no occupation, so no signature quest): the model writes its words.
const input = 'nurse, pilot, youtuber';
const builtIn = generateQuestDrafts(input);
const llmQuests = [
  {
    title: 'Shadow a nurse on the ward',
    description: 'Ask a nurse about one shift and write down five things they did for patients.',
  },
  {
    title: 'Fly a simulator lap',
    description: 'Fly one circuit in a free pilot simulator and record a short voice note about it.',
  },
  {
    title: 'Cook one dish like a chef',
    description: 'Cook a chef recipe from start to finish and take a photo of the plate.',
  },
];

const generate = (timeoutMs = 1000) =>
  new GenerateQuests(new LlmQuestGenerator({ baseUrl: stub.url, apiKey: 'sk-test', timeoutMs })).execute({
    answer: input,
  });

describe('LLM quest generator against a local stub', () => {
  it("uses the model's words, keeps the built-in ids and matched occupations, and sends a chat completion with the key and a token cap", async () => {
    answer(JSON.stringify({ quests: llmQuests }));
    const result = await generate();
    // A signature quest (once the data has one for these jobs) keeps its own words: its plan follows them.
    expect(result.ok && result.value.quests).toEqual(
      builtIn.map((q, i) => (isSignatureQuestId(q.id) ? q : { ...q, ...llmQuests[i] })),
    );
    expect(result.ok && result.value.quests[2].title).toBe(llmQuests[2].title);
    expect(stub.requests[0].path).toBe('/v1/chat/completions');
    expect(stub.requests[0].authorization).toBe('Bearer sk-test');
    expect(stub.requests[0].maxTokens).toBe(QUESTS_MAX_TOKENS);
    expect(stub.requests[0].user).toContain(input);
  });

  it('accepts JSON wrapped in a code fence', async () => {
    answer('```json\n' + JSON.stringify({ quests: llmQuests }) + '\n```');
    const result = await generate();
    expect(result.ok && result.value.quests[2].title).toBe(llmQuests[2].title);
  });

  const failures: [string, LlmStubReply][] = [
    ['a 500', { status: 500, body: '{"error":"overloaded"}' }],
    ['a non-JSON body', { body: 'not json' }],
    ['content that is not JSON', 'Sure! Here are some quests...'],
    ['too few quests', JSON.stringify({ quests: llmQuests.slice(0, 2) })],
    ['a title over 60 characters', JSON.stringify({ quests: llmQuests.map((q) => ({ ...q, title: 'x'.repeat(61) })) })],
    ['a wrong shape', { body: JSON.stringify({ output: 'hello' }) }],
  ];
  for (const [name, reply] of failures) {
    it(`falls back to the built-in quests on ${name}`, async () => {
      answer(reply);
      const result = await generate();
      expect(result.ok && result.value.quests).toEqual(builtIn);
    });
  }

  it('falls back within its timeout when the model hangs: the built-in quests come before the model answers', async () => {
    answer({ content: JSON.stringify({ quests: llmQuests }), delayMs: 20_000 });
    const started = Date.now();
    const result = await generate(300);
    expect(result.ok && result.value.quests).toEqual(builtIn);
    expect(Date.now() - started).toBeLessThan(5_000); // long before the model would answer
  });

  it('falls back when nothing listens', async () => {
    const result = await new GenerateQuests(
      new LlmQuestGenerator({ baseUrl: 'http://127.0.0.1:9/v1', timeoutMs: 500 }),
    ).execute({ answer: input });
    expect(result.ok && result.value.quests).toEqual(builtIn);
  });
});
