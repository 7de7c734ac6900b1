import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generatePlan, GeneratePlan } from '@sidequest/plans-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LlmPlanGenerator, PLAN_MAX_TOKENS } from './llm-plan.generator';

let server: Server;
let baseUrl: string;
let reply: { status: number; content?: string; delayMs?: number };
let sent: { max_tokens?: number } | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c)).on('end', () => {
      sent = JSON.parse(raw);
      setTimeout(() => {
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content: reply.content ?? '' } }] }));
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const request = { quest: { id: 'q-aviation-abc', title: 'Pilot: talk to someone who flies', description: 'Contact a pilot and keep notes.' }, userAnswer: 'pilot', minutesPerDay: 45 };
const milestones = [
  { title: 'Visit an airfield', description: 'Visit a local airfield and talk to one pilot.', due_in_days: 5 },
  { title: 'Fly a simulator', description: 'Fly three simulator circuits and log them.', due_in_days: 14 },
  { title: 'Book a trial lesson', description: 'Book a trial flying lesson and write down what you learned.', due_in_days: 28 },
];
const plan = (timeoutMs = 1000) => new GeneratePlan(new LlmPlanGenerator({ baseUrl, timeoutMs })).execute(request);

describe('LLM plan generator against a local stub', () => {
  it("uses the model's milestones with the requested schedule, asking for at most PLAN_MAX_TOKENS", async () => {
    reply = { status: 200, content: JSON.stringify({ milestones }) };
    const result = await plan();
    expect(sent?.max_tokens).toBe(PLAN_MAX_TOKENS);
    expect(result.ok && result.value).toEqual({ plan: { milestones, schedule: { weekly_plan: 'Mon–Fri: 45 minutes per day', minutes_per_day: 45, duration_weeks: 4 } }, isDefault: false });
  });

  const bad: [string, typeof reply][] = [
    ['an HTTP error', { status: 502 }],
    ['prose instead of JSON', { status: 200, content: 'Here is your plan!' }],
    ['two milestones', { status: 200, content: JSON.stringify({ milestones: milestones.slice(0, 2) }) }],
    ['days that do not increase', { status: 200, content: JSON.stringify({ milestones: [milestones[1], milestones[0], milestones[2]] }) }],
    ['a hang past the timeout', { status: 200, content: JSON.stringify({ milestones }), delayMs: 2000 }],
  ];
  for (const [name, answer] of bad) {
    it(`answers the built-in plan on ${name}`, async () => {
      reply = answer;
      const result = await plan(300);
      expect(result.ok && result.value).toEqual({ plan: generatePlan(request), isDefault: false });
    });
  }
});
