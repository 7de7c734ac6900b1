import { generatePlan, GeneratePlan } from '@sidequest/plans-domain';
import { SAMPLE_PLAN_REQUESTS } from '@sidequest/plans-domain/testing';
import { LlmStub, type LlmStubReply } from '@sidequest/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LlmPlanGenerator, PLAN_MAX_TOKENS } from './llm-plan.generator';

let stub: LlmStub;
beforeAll(async () => void (stub = await LlmStub.start(() => '')));
afterAll(() => stub.close());
const answer = (reply: LlmStubReply) => void (stub.answer = () => reply);

const [request] = SAMPLE_PLAN_REQUESTS;
const milestones = [
  { title: 'Visit an airfield', description: 'Visit a local airfield and talk to one pilot.', due_in_days: 5 },
  { title: 'Fly a simulator', description: 'Fly three simulator circuits and log them.', due_in_days: 14 },
  {
    title: 'Book a trial lesson',
    description: 'Book a trial flying lesson and write down what you learned.',
    due_in_days: 28,
  },
];
const plan = (timeoutMs = 1000) =>
  new GeneratePlan(new LlmPlanGenerator({ baseUrl: stub.url, timeoutMs })).execute(request);

describe('LLM plan generator against a local stub', () => {
  it("uses the model's milestones with the requested schedule, asking for at most PLAN_MAX_TOKENS", async () => {
    answer(JSON.stringify({ milestones }));
    const result = await plan();
    expect(stub.requests.at(-1)?.maxTokens).toBe(PLAN_MAX_TOKENS);
    expect(result.ok && result.value).toEqual({
      plan: {
        milestones,
        schedule: { weekly_plan: 'Mon–Fri: 45 minutes per day', minutes_per_day: 45, duration_weeks: 4 },
      },
      isDefault: false,
    });
  });

  const bad: [string, LlmStubReply][] = [
    ['an HTTP error', { status: 502 }],
    ['prose instead of JSON', 'Here is your plan!'],
    ['two milestones', JSON.stringify({ milestones: milestones.slice(0, 2) })],
    ['days that do not increase', JSON.stringify({ milestones: [milestones[1], milestones[0], milestones[2]] })],
    ['a hang past the timeout', { content: JSON.stringify({ milestones }), delayMs: 2000 }],
  ];
  for (const [name, reply] of bad) {
    it(`answers the built-in plan on ${name}`, async () => {
      answer(reply);
      const result = await plan(300);
      expect(result.ok && result.value).toEqual({ plan: generatePlan(request), isDefault: false });
    });
  }
});
