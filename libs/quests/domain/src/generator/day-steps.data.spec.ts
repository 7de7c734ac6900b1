import { generatePlan, isFillerStep, planDaySteps, type Plan } from '@sidequest/plans-domain';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_ENTRIES } from '../catalogue/signatures/signatures';
import { generateQuestDrafts } from './built-in-quest-generator';

interface Case {
  quest: { id: string; title: string; description: string };
  plan: Plan;
}

const MINUTES = [10, 30, 60] as const;

/** Every signature quest's plan (its own milestones), at a few daily minutes. */
const signatureCases: Case[] = SIGNATURE_ENTRIES.flatMap((entry) =>
  entry.quests.flatMap((q, which) =>
    MINUTES.map((minutesPerDay) => {
      const quest = { id: `sig-${entry.code}-${which}`, title: q.title, description: q.description };
      return { quest, plan: generatePlan({ quest, minutesPerDay, steps: q.plan }) };
    }),
  ),
);

/** The built-in generator's quests for answers no signature quest covers, through their field's plan. */
const generatedCases: Case[] = ['I like cooking', 'drawing and music', 'maths', 'helping people', 'something else']
  .flatMap((answer) => generateQuestDrafts(answer, []))
  .flatMap((quest) => MINUTES.map((minutesPerDay) => ({ quest, plan: generatePlan({ quest, minutesPerDay }) })));

/** What the rules say a plan's steps must be; each broken rule as a line. */
function problems({ quest, plan }: Case): string[] {
  const steps = planDaySteps(quest, plan);
  const out: string[] = [];
  const where = `${quest.id} (${plan.schedule.minutes_per_day} min)`;
  if (steps[0]?.kind !== 'quest' || !steps[0].text.includes(quest.title)) out.push(`${where}: day 1 is not the quest`);
  steps.forEach((s, i) => {
    if (s.day !== i + 1) out.push(`${where}: step ${i + 1} is numbered ${s.day}`);
    if (s.minutes > plan.schedule.minutes_per_day) out.push(`${where}: day ${s.day} takes ${s.minutes} minutes`);
    if (s.text.trim().length < 10) out.push(`${where}: day ${s.day} is empty`);
  });
  plan.milestones.forEach((m, i) => {
    const own = steps.filter((s) => s.milestone === i);
    const fillers = own.filter((s) => isFillerStep(s.text)).length;
    if (fillers > 2) out.push(`${where}: milestone ${i + 1} has ${fillers} review/practise days`);
    if (i > 0 && own.length === 0) out.push(`${where}: milestone ${i + 1} has no day`);
    // In the milestone's own vocabulary: each of its days names it or uses words of its description.
    const words = new Set(
      `${m.title} ${m.description}`
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length > 3),
    );
    for (const s of own)
      if (
        s.kind !== 'quest' &&
        !s.text
          .toLowerCase()
          .split(/[^a-z0-9]+/)
          .some((w) => words.has(w))
      )
        out.push(`${where}: day ${s.day} is not in milestone ${i + 1}'s words: ${s.text}`);
  });
  return out;
}

describe("today's steps, as data (issue 29 §2)", () => {
  it('every signature quest plan: day 1 the quest, each day at most its minutes, at most two review/practise days a milestone', () => {
    expect(signatureCases.length).toBeGreaterThan(100);
    expect(signatureCases.flatMap(problems)).toEqual([]);
  });

  it("the built-in generator's plans for other quests keep the same rules", () => {
    expect(generatedCases.length).toBeGreaterThan(5);
    expect(generatedCases.flatMap(problems)).toEqual([]);
  });

  it('a 30-minute Mon–Fri plan has a step for each of its 20 days', () => {
    for (const c of [...signatureCases, ...generatedCases].filter((c) => c.plan.schedule.minutes_per_day === 30))
      expect(planDaySteps(c.quest, c.plan)).toHaveLength(20);
  });
});
