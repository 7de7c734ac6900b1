import { planGeneratorContract } from '@sidequest/plans-domain/testing';
import { useLlmStub } from '@sidequest/test-support';
import { describe, expect, it } from 'vitest';
import { LlmPlanGenerator } from './llm-plan.generator';

const MILESTONES = [
  {
    title: 'Model step: meet one person',
    description: 'Meet one person who does the job and ask about their week.',
    due_in_days: 6,
  },
  {
    title: 'Model step: try the work',
    description: 'Try the core task of the job three times and log each try.',
    due_in_days: 15,
  },
  {
    title: 'Model step: show it',
    description: 'Show what you made to someone and write down their feedback.',
    due_in_days: 27,
  },
];

const stub = useLlmStub(() => JSON.stringify({ milestones: MILESTONES }));

planGeneratorContract(
  'LLM against the stub model',
  () => new LlmPlanGenerator({ baseUrl: stub().url, apiKey: 'sk-contract', timeoutMs: 2000 }),
);

describe('the LLM plan generator under the contract', () => {
  // It answers the built-in plan when the model fails, which meets the contract too: prove the model was heard.
  it("planned the stub model's milestones, not the built-in fallback", async () => {
    const plan = await new LlmPlanGenerator({ baseUrl: stub().url, timeoutMs: 2000 }).generate({
      quest: { id: 'q-own-1', title: 'Try it', description: 'Try the job.' },
    });
    expect(plan.milestones).toEqual(MILESTONES);
    expect(stub().requests.length).toBeGreaterThan(1);
  });
});
