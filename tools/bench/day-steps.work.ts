import { generatePlan, planDaySteps, type Plan } from '@sidequest/plans-domain';
import { generateQuestDrafts, SIGNATURE_ENTRIES } from '@sidequest/quests-domain';

interface Case {
  quest: { id: string; title: string; description: string };
  plan: Plan;
}

/** 20 plans at 30 minutes a day, to read: 16 signature quests spread over the catalogue, 4 of the built-in generator. */
export function run(): void {
  const signatures: Case[] = SIGNATURE_ENTRIES.flatMap((entry) =>
    entry.quests.slice(0, 1).map((q) => {
      const quest = { id: `sig-${entry.code}-0`, title: q.title, description: q.description };
      return { quest, plan: generatePlan({ quest, minutesPerDay: 30, steps: q.plan }) };
    }),
  );
  const generated: Case[] = ['I like cooking', 'drawing and music', 'maths', 'helping people']
    .map((answer) => generateQuestDrafts(answer, [])[0])
    .map((quest) => ({ quest, plan: generatePlan({ quest, minutesPerDay: 30 }) }));
  const chosen = [
    ...Array.from({ length: 16 }, (_, i) => signatures[Math.floor((i * signatures.length) / 16)]),
    ...generated,
  ];
  for (const c of chosen) {
    console.log(`## ${c.quest.title} (${c.quest.id}) — ${c.plan.schedule.weekly_plan}`);
    c.plan.milestones.forEach((m, i) => console.log(`M${i + 1} day ${m.due_in_days}: ${m.title} — ${m.description}`));
    for (const s of planDaySteps(c.quest, c.plan))
      console.log(`Day ${s.day} [M${s.milestone + 1}${s.kind === 'filler' ? ', filler' : ''}]: ${s.text}`);
    console.log('');
  }
}
