import { generatePlan } from '@sidequest/plans-domain';
import { describe, expect, it } from 'vitest';
import { catalogueSearch, matchJob, REVIEWED_WORDS } from '@sidequest/occupations-domain';
import { signatureProblems } from '../catalogue/signatures/signature-rules';
import { FIXTURE_ENTRIES } from '../catalogue/signatures/signature-fixtures';
import { templateMisfits } from '../catalogue/template-fit';
import { generateQuestDrafts, generateQuestForOccupation, generateQuestSet } from './built-in-quest-generator';
import { parseSignatureQuestId, signaturePlanSteps } from './signature-ids';

const NONE: readonly never[] = [];
const occupationOf = (text: string) => {
  const match = matchJob(catalogueSearch(), text);
  return match.kind === 'clear' ? match.best.code : undefined;
};
const generate = (answer: string) => generateQuestDrafts(answer, FIXTURE_ENTRIES);
const fieldOf = (id: string) => /^q-([a-z]+)-/.exec(id)?.[1];

describe('the fixture entries', () => {
  it('keep the data rules, so the engine is tested on entries like the real ones', () => {
    expect(FIXTURE_ENTRIES.flatMap(signatureProblems)).toEqual([]);
  });
});

describe('recognition reaches the occupation (through the occupations search)', () => {
  it('resolves O*NET titles, their parts, plurals and typos to the code', () => {
    expect(occupationOf('Court Reporters and Simultaneous Captioners')).toBe('27-3092.00');
    expect(occupationOf('court reporter')).toBe('27-3092.00');
    expect(occupationOf('court reportr')).toBe('27-3092.00');
    expect(occupationOf('registered nurses')).toBe('29-1141.00');
    expect(occupationOf('pharmacist')).toBe('29-1051.00');
    expect(occupationOf('detective')).toBe('33-3021.00');
    expect(occupationOf('I would love to be an electrician')).toBe('47-2111.00');
  });

  it('resolves aliases, with accents and capitals as typed', () => {
    expect(occupationOf('HVAC tech')).toBe('49-9021.00');
    expect(occupationOf('hvac techs')).toBe('49-9021.00');
    expect(occupationOf('Krankenschwester')).toBe('29-1141.00');
    expect(occupationOf('INFIRMIERE')).toBe('29-1141.00');
    expect(occupationOf('infirmière')).toBe('29-1141.00');
    expect(occupationOf('stenographr')).toBe('27-3092.00');
  });

  it('sends a reviewed bare word to its most common occupation, with the others as alternatives', () => {
    const engineer = matchJob(catalogueSearch(), 'engineer');
    expect(engineer.kind === 'clear' && engineer.best.code).toBe('17-2141.00');
    expect(engineer.kind === 'clear' && engineer.alternatives.map((o) => o.code).slice(0, 3)).toEqual([
      '17-2051.00',
      '17-2071.00',
      '15-1252.00',
    ]);
    for (const word of ['designer', 'analyst', 'technician', 'teacher', 'manager', 'nurse']) {
      const match = matchJob(catalogueSearch(), word);
      expect(match.kind === 'clear' && match.best.code, word).toBe(REVIEWED_WORDS[word][0]);
      expect(match.kind === 'clear' && match.alternatives.length, word).toBeGreaterThan(0);
      expect(match.kind === 'clear' && match.alternatives.length, word).toBeLessThanOrEqual(5);
    }
  });

  it('reads a job that holds an ambiguous word as its own job ("sound engineer")', () => {
    expect(occupationOf('sound engineer')).toBe('27-4014.00');
    expect(generateQuestDrafts('sound engineer', NONE)[0].occupation?.code).toBe('27-4014.00');
  });
});

describe('generation with signature quests', () => {
  it('gives each recognised job its signature quest first, and says which occupation it matched', () => {
    const [nurse, reporter, pharmacist] = generate('RN, court reporter, pharmacist');
    expect(nurse.title).toBe(FIXTURE_ENTRIES[0].quests[0].title);
    expect(nurse.occupation).toEqual({ code: '29-1141.00', title: 'Registered Nurses' });
    expect(reporter.title).toBe(FIXTURE_ENTRIES[1].quests[0].title);
    expect(pharmacist.description).toMatch(/leaflet/);
    expect(pharmacist.description).not.toMatch(/pulse/);
    expect([nurse, reporter, pharmacist].map((q) => parseSignatureQuestId(q.id))).toEqual([
      { code: '29-1141.00', which: 0 },
      { code: '27-3092.00', which: 0 },
      { code: '29-1051.00', which: 0 },
    ]);
  });

  it('with fewer than three jobs, adds the second signature quest, else a field quest, then exploration', () => {
    const quests = generate('Krankenschwester');
    expect(quests.map((q) => parseSignatureQuestId(q.id)?.which ?? null)).toEqual([0, 1, null]);
    expect(fieldOf(quests[2].id)).toBe('explore');
    const hvac = generate('HVAC tech');
    expect(parseSignatureQuestId(hvac[0].id)?.code).toBe('49-9021.00');
    expect(parseSignatureQuestId(hvac[1].id)).toBeNull();
    expect(fieldOf(hvac[1].id)).toBe('trades');
    expect(hvac[1].title).toMatch(/^HVAC tech: /);
    expect(hvac[1].occupation?.code).toBe('49-9021.00');
  });

  it('gives a job without an entry its field quest, still matched to its occupation', () => {
    const [quest] = generate('electrician');
    expect(fieldOf(quest.id)).toBe('trades');
    expect(parseSignatureQuestId(quest.id)).toBeNull();
    expect(quest.occupation).toEqual({ code: '47-2111.00', title: 'Electricians' });
  });

  it('offers the alternatives of an ambiguous word on its quest', () => {
    const [quest] = generate('engineer');
    expect(quest.occupation?.code).toBe('17-2141.00');
    expect(quest.alternatives?.map((a) => a.code)).toContain('17-2051.00');
  });

  it('gives three jobs of one field three different quests', () => {
    for (const answer of [
      'RN, pharmacist, electrician',
      'nurse, dentist, pharmacist',
      'surgeon, optometrist, midwife',
    ]) {
      const quests = generate(answer);
      expect(new Set(quests.map((q) => q.title)).size).toBe(3);
      expect(new Set(quests.map((q) => q.id)).size).toBe(3);
    }
  });

  it('shows a first step two occupations share only once in one answer', () => {
    const shared = [...FIXTURE_ENTRIES, { code: '29-1171.00', quests: [FIXTURE_ENTRIES[0].quests[0]] }];
    const quests = generateQuestDrafts('RN, nurse practitioner', shared);
    expect(new Set(quests.map((q) => q.title)).size).toBe(3);
    expect(quests[1].occupation?.code).toBe('29-1171.00');
  });

  it('stays deterministic, keeps wishes as fields, and asks back a job it cannot settle instead of writing it up', () => {
    expect(generate('RN, court reporter')).toEqual(generate('RN, court reporter'));
    const wishes = generate('something with animals, helping people');
    expect(wishes.map((q) => fieldOf(q.id))).toEqual(['animals', 'social', 'animals']);
    expect(wishes[0].occupation).toBeUndefined();
    const weaver = generateQuestSet('underwater basket weaver', { entries: FIXTURE_ENTRIES });
    expect(weaver.questions).toMatchObject([{ typed: 'underwater basket weaver', kind: 'choose' }]);
    expect(weaver.quests.map((q) => q.title).join(' ')).not.toMatch(/weaver/i);
  });

  it('makes one quest for a chosen occupation ("Did you mean"), and none for an unknown code', () => {
    const civil = generateQuestForOccupation('17-2051.00', 'engineer', FIXTURE_ENTRIES);
    expect(civil?.title).toBe('Load-test a paper bridge');
    expect(civil?.occupation).toEqual({ code: '17-2051.00', title: 'Civil Engineers' });
    const electrical = generateQuestForOccupation('17-2071.00', 'engineer', FIXTURE_ENTRIES);
    expect(electrical?.occupation?.code).toBe('17-2071.00');
    expect(electrical?.title).toMatch(/^Electrical engineer: /);
    expect(generateQuestForOccupation('17-2071.00', 'engineer', FIXTURE_ENTRIES)).toEqual(electrical);
    expect(generateQuestForOccupation('99-9999.99', '', FIXTURE_ENTRIES)).toBeNull();
  });
});

describe('plans follow the signature quest', () => {
  it('finds the milestones from the quest id, and none for a field quest', () => {
    const [first, second, field] = generate('RN');
    expect(signaturePlanSteps(first.id, FIXTURE_ENTRIES)).toEqual(FIXTURE_ENTRIES[0].quests[0].plan);
    expect(signaturePlanSteps(second.id, FIXTURE_ENTRIES)).toEqual(FIXTURE_ENTRIES[0].quests[1].plan);
    expect(signaturePlanSteps(field.id, FIXTURE_ENTRIES)).toBeNull();
    expect(signaturePlanSteps(first.id, NONE)).toBeNull();
  });

  it('builds the plan on those milestones: first two always, fewer with fewer minutes, days increasing', () => {
    const [quest] = generate('RN');
    const steps = signaturePlanSteps(quest.id, FIXTURE_ENTRIES) ?? [];
    for (const [minutes, count] of [
      [10, 3],
      [30, 5],
      [90, 5],
    ] as const) {
      const plan = generatePlan({ quest, minutesPerDay: minutes, steps });
      expect(plan.milestones).toHaveLength(count);
      expect(plan.milestones.slice(0, 2).map((m) => m.title)).toEqual(steps.slice(0, 2).map((s) => s.title));
      expect(plan.milestones.at(-1)?.title).toBe(steps.at(-1)?.title);
      const days = plan.milestones.map((m) => m.due_in_days);
      expect(days).toEqual([...days].sort((a, b) => a - b));
      expect(new Set(days).size).toBe(days.length);
      expect(plan.schedule.minutes_per_day).toBe(minutes);
    }
    const field = generatePlan({ quest: generate('electrician')[0] });
    expect(field.milestones[0].title).toBe('Complete the first quest');
  });

  it('never gives two occupations the same plan', () => {
    const plans = FIXTURE_ENTRIES.map((entry) =>
      JSON.stringify(
        generatePlan({ quest: { id: 'x', title: 't', description: 'd' }, steps: entry.quests[0].plan }).milestones,
      ),
    );
    expect(new Set(plans).size).toBe(plans.length);
  });
});

describe('field templates', () => {
  it('fit every occupation mapped to their field (no work-specific word an occupation does not do)', () => {
    expect(templateMisfits().map((m) => `${m.field} "${m.template}" says "${m.word}" to ${m.title}`)).toEqual([]);
  });
});
