import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GenerateQuests, generateQuestDrafts, isSignatureQuestId } from '@sidequest/quests-domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LlmQuestGenerator, QUESTS_MAX_TOKENS } from './llm-quest.generator';

/** A local stand-in for an OpenAI-compatible endpoint; each test sets how it answers. */
let server: Server;
let baseUrl: string;
let answer: (req: IncomingMessage, body: any, res: ServerResponse) => void;
const seen: { path?: string; auth?: string; body?: any }[] = [];

const completion = (content: string) => JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] });
const json = (res: ServerResponse, status: number, text: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(text);

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : undefined;
      seen.push({ path: req.url, auth: req.headers.authorization, body });
      answer(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => void (seen.length = 0));

// The third job is one no catalogue knows, so the model's words show whatever signature data there is.
const input = 'nurse, pilot, dragon whisperer';
const builtIn = generateQuestDrafts(input);
const llmQuests = [
  { title: 'Shadow a nurse on the ward', description: 'Ask a nurse about one shift and write down five things they did for patients.' },
  { title: 'Fly a simulator lap', description: 'Fly one circuit in a free pilot simulator and record a short voice note about it.' },
  { title: 'Cook one dish like a chef', description: 'Cook a chef recipe from start to finish and take a photo of the plate.' },
];

const generate = (timeoutMs = 1000) => new GenerateQuests(new LlmQuestGenerator({ baseUrl, apiKey: 'sk-test', timeoutMs })).execute({ answer: input });

describe('LLM quest generator against a local stub', () => {
  it('uses the model\'s words, keeps the built-in ids and matched occupations, and sends a chat completion with the key and a token cap', async () => {
    answer = (_req, _body, res) => json(res, 200, completion(JSON.stringify({ quests: llmQuests })));
    const result = await generate();
    // A signature quest (once the data has one for these jobs) keeps its own words: its plan follows them.
    expect(result.ok && result.value).toEqual(builtIn.map((q, i) => (isSignatureQuestId(q.id) ? q : { ...q, ...llmQuests[i] })));
    expect(result.ok && result.value[2].title).toBe(llmQuests[2].title);
    expect(seen[0].path).toBe('/v1/chat/completions');
    expect(seen[0].auth).toBe('Bearer sk-test');
    expect(seen[0].body.max_tokens).toBe(QUESTS_MAX_TOKENS);
    expect(seen[0].body.messages.at(-1).content).toContain(input);
  });

  it('accepts JSON wrapped in a code fence', async () => {
    answer = (_req, _body, res) => json(res, 200, completion('```json\n' + JSON.stringify({ quests: llmQuests }) + '\n```'));
    const result = await generate();
    expect(result.ok && result.value[2].title).toBe(llmQuests[2].title);
  });

  const failures: [string, (req: IncomingMessage, body: any, res: ServerResponse) => void][] = [
    ['a 500', (_q, _b, res) => json(res, 500, '{"error":"overloaded"}')],
    ['a non-JSON body', (_q, _b, res) => json(res, 200, 'not json')],
    ['content that is not JSON', (_q, _b, res) => json(res, 200, completion('Sure! Here are some quests...'))],
    ['too few quests', (_q, _b, res) => json(res, 200, completion(JSON.stringify({ quests: llmQuests.slice(0, 2) })))],
    ['a title over 60 characters', (_q, _b, res) => json(res, 200, completion(JSON.stringify({ quests: llmQuests.map((q) => ({ ...q, title: 'x'.repeat(61) })) })))],
    ['a wrong shape', (_q, _b, res) => json(res, 200, JSON.stringify({ output: 'hello' }))],
  ];
  for (const [name, reply] of failures) {
    it(`falls back to the built-in quests on ${name}`, async () => {
      answer = reply;
      const result = await generate();
      expect(result.ok && result.value).toEqual(builtIn);
    });
  }

  it('falls back within its timeout when the model hangs: the built-in quests come before the model answers', async () => {
    let modelAnswered = false;
    answer = (_req, _body, res) =>
      void setTimeout(() => {
        modelAnswered = true;
        json(res, 200, completion(JSON.stringify({ quests: llmQuests })));
      }, 20_000).unref();
    const result = await generate(300);
    expect(result.ok && result.value).toEqual(builtIn);
    expect(modelAnswered).toBe(false);
  });

  it('falls back when nothing listens', async () => {
    const result = await new GenerateQuests(new LlmQuestGenerator({ baseUrl: 'http://127.0.0.1:9/v1', timeoutMs: 500 })).execute({ answer: input });
    expect(result.ok && result.value).toEqual(builtIn);
  });
});
