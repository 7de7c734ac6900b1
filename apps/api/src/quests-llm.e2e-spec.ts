import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GenerateQuestsResponse } from '@sidequest/contracts';
import { generateQuestDrafts, isSignatureQuestId } from '@sidequest/quests-domain';
import { fromIp, PASSWORD, uniqueEmail } from './testing/auth-flows';
import { call } from './testing/auth-http';
import { startTestApi, type TestApi } from './testing/test-api';

/** LLM_BASE_URL/LLM_API_KEY reach the generator through platform-config; a stub model answers. */
let api: TestApi;
let stub: Server;
let broken = false;
const auth: (string | undefined)[] = [];

const stubQuests = [
  {
    title: 'Shadow a nurse for one shift',
    description: 'Ask a nurse to walk you through one shift and keep a list of every patient task.',
  },
  {
    title: 'Fly a simulator lap',
    description: 'Fly one circuit in a free pilot simulator and record a short voice note about it.',
  },
  {
    title: 'Cook like a line chef',
    description: 'Cook one dish the way a chef would on a busy night and take a photo of the plate.',
  },
];

beforeAll(async () => {
  stub = createServer((req, res) => {
    auth.push(req.headers.authorization);
    req.resume().on('end', () => {
      if (broken) return void res.writeHead(503).end();
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ choices: [{ message: { content: JSON.stringify({ quests: stubQuests }) } }] }));
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const port = (stub.address() as AddressInfo).port;
  api = await startTestApi({
    env: {
      AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false',
      LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
      LLM_API_KEY: 'sk-e2e',
    },
  });
});
afterAll(async () => {
  await api?.close();
  await new Promise<void>((resolve) => stub?.close(() => resolve()));
});

describe('POST /api/quests/generate with an LLM configured', () => {
  it("answers the model's quests in the fixed shape, and the built-in ones when the model fails", async () => {
    const signup = await call(`${api.url}/api/auth/signup`, {
      body: { email: uniqueEmail('llm'), password: PASSWORD },
      headers: fromIp(),
    });
    const token = (await signup.json()).access_token;
    // The third job is a field's word only (no occupation, so no signature quest): the model writes its words.
    const answer = 'nurse, pilot, youtuber';
    const res = await call(`${api.url}/api/quests/generate`, { bearer: token, body: { answer } });
    expect(res.status).toBe(200);
    const { quests } = GenerateQuestsResponse.parse(await res.json());
    // A signature quest keeps its own words (its plan follows them); the others are the model's.
    expect(quests.map((q) => q.title)).toEqual(
      generateQuestDrafts(answer).map((q, i) => (isSignatureQuestId(q.id) ? q.title : stubQuests[i].title)),
    );
    expect(quests[2].title).toBe(stubQuests[2].title);
    expect(auth).toContain('Bearer sk-e2e');

    broken = true;
    const fallback = await call(`${api.url}/api/quests/generate`, { bearer: token, body: { answer } });
    expect(fallback.status).toBe(200);
    expect(GenerateQuestsResponse.parse(await fallback.json()).quests).toEqual(generateQuestDrafts(answer));
  });
});
