import { generatePlan } from '@sidequest/plans-domain';
import { ALIASES, catalogueSearch } from '@sidequest/occupations-domain';
import {
  CATALOGUE_OCCUPATIONS,
  generateQuestDrafts,
  recognise,
  SIGNATURE_ENTRIES,
  signaturePlanSteps,
  templateMisfits,
} from '@sidequest/quests-domain';

const WORDS = [
  'nurse',
  'pilot',
  'chef',
  'vet',
  'coder',
  'cop',
  'teacher',
  'plumber',
  'data scientist',
  'game designer',
  'marine biologist',
  'Krankenschwester',
  'infirmière',
  'abogada',
  'fashion designr',
  'electrcian',
  'something with animals',
  'helping people',
  'being outdoors',
  'underwater basket weaver',
  'astronaut',
  'DJ 🎧',
  'Zookeepers',
  '<b>hacker</b>',
  'idk',
  'tattoo artist',
  'beekeeper',
  'truck driver',
  'youtuber',
  'dentist',
];
const SEPARATORS = [', ', ' and ', '\n', '; ', ' or '];

/** 10,000 answers mixing lay names, typos, languages, wishes, junk and real O*NET titles. */
function answers(count: number): string[] {
  const out: string[] = [];
  let seed = 7;
  const next = (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed % n;
  };
  for (let i = 0; i < count; i++) {
    const parts = [0, 1, 2].map(() =>
      next(3) === 0 ? CATALOGUE_OCCUPATIONS[next(CATALOGUE_OCCUPATIONS.length)].title : WORDS[next(WORDS.length)],
    );
    out.push(parts.join(SEPARATORS[next(SEPARATORS.length)]).slice(0, 500));
  }
  return out;
}

/** "Registered Nurses" -> "registered nurse"; "Chefs and Head Cooks" -> "chef". */
function layForm(title: string): string {
  const first = title
    .replace(/\(.*?\)/g, '')
    .split(/,| and | or |\//)[0]
    .trim();
  return first
    .split(' ')
    .map((w) =>
      /ies$/.test(w)
        ? w.slice(0, -3) + 'y'
        : /(ss|ch|sh|x)es$/.test(w)
          ? w.slice(0, -2)
          : /[^s]s$/.test(w)
            ? w.slice(0, -1)
            : w,
    )
    .join(' ')
    .toLowerCase();
}

export function run(): void {
  const list = answers(10_000);
  for (const a of list.slice(0, 500)) generateQuestDrafts(a); // warm-up
  const times: number[] = [];
  for (const answer of list) {
    const start = performance.now();
    generateQuestDrafts(answer);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(3);
  let recognised = 0;
  let sameField = 0;
  for (const occupation of CATALOGUE_OCCUPATIONS) {
    const found = recognise(layForm(occupation.title));
    if (found) recognised++;
    if (found?.field === occupation.field) sameField++;
  }
  const share = (n: number) => `${((100 * n) / CATALOGUE_OCCUPATIONS.length).toFixed(1)}%`;
  console.log(`generator over ${times.length} answers: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`);
  console.log(
    `coverage: ${recognised}/${CATALOGUE_OCCUPATIONS.length} titles recognised (${share(recognised)}), ${sameField} to their own field (${share(sameField)})`,
  );
  signatures();
  printRandomAnswers(list);
  if (process.env.BENCH_SAMPLES) printSamples();
}

/** Signature coverage, distinctness, aliases that come home, and field templates that misfit. */
function signatures(): void {
  const codes = new Set(CATALOGUE_OCCUPATIONS.map((o) => o.code));
  const withQuest = SIGNATURE_ENTRIES.filter((e) => codes.has(e.code) && e.quests.length > 0);
  const quests = SIGNATURE_ENTRIES.flatMap((e) => e.quests.map((q) => `${q.title}\n${q.description}`.toLowerCase()));
  const firsts = new Set(withQuest.map((e) => `${e.quests[0].title}\n${e.quests[0].description}`.toLowerCase()));
  let aliases = 0;
  let home = 0;
  for (const [code, names] of Object.entries(ALIASES)) {
    for (const alias of names) {
      aliases++;
      if (catalogueSearch().search(alias, 1)[0]?.code === code) home++;
    }
  }
  const misfits = templateMisfits();
  console.log(
    `signature quests: ${withQuest.length}/${CATALOGUE_OCCUPATIONS.length} occupations have one; ${new Set(quests).size} distinct of ${quests.length} (${firsts.size} distinct first quests)`,
  );
  console.log(
    `aliases: ${home}/${aliases} resolve to their own occupation (${aliases ? ((100 * home) / aliases).toFixed(1) : '0.0'}%)`,
  );
  console.log(
    `field templates that misfit an occupation of their field: ${new Set(misfits.map((m) => `${m.field}/${m.template}`)).size} (${misfits.length} template-occupation pairs)`,
  );
}

/** Ten answers of the 10,000, picked at random (seeded by BENCH_SEED, else the clock), with quests and plans. */
function printRandomAnswers(list: string[]): void {
  let seed = Number(process.env.BENCH_SEED ?? Date.now()) >>> 0;
  const next = (n: number) => {
    seed = (Math.imul(seed ^ (seed >>> 15), 2246822519) + 3266489917) >>> 0;
    return seed % n;
  };
  console.log(`\nten random answers (BENCH_SEED=${process.env.BENCH_SEED ?? 'clock'}):`);
  for (let i = 0; i < 10; i++) {
    const answer = list[next(list.length)];
    console.log(`\n${answer.replace(/\n/g, ' / ')}`);
    for (const quest of generateQuestDrafts(answer)) {
      const matched = quest.occupation
        ? ` (matched: ${quest.occupation.title} ${quest.occupation.code}${quest.alternatives?.length ? `; or ${quest.alternatives.map((a) => a.title).join(', ')}` : ''})`
        : '';
      console.log(`  ${quest.title} — ${quest.description}${matched}`);
      const steps = signaturePlanSteps(quest.id) ?? undefined;
      const plan = generatePlan({ quest, userAnswer: answer, steps });
      console.log(
        `    plan${steps ? ' (its own)' : ' (field)'}: ${plan.milestones.map((m) => `day ${m.due_in_days}: ${m.title}`).join('; ')}`,
      );
    }
  }
}

const SAMPLES = [
  'nurse, pilot, chef',
  'vet, coder, cop',
  'pompier, Feuerwehrmann, bombero',
  'Krankenschwester, Tischler, Bäcker',
  'infirmière, avocate, boulanger',
  'game designer, ethical hacker, truck driver',
  'something with animals, helping people, being outdoors',
  'marine biologist, fashion designr, DJ 🎧',
  'underwater basket weaver',
  'idk',
];

/** BENCH_SAMPLES=1: ten answers across fields with their quests, for a human to read. */
function printSamples(): void {
  for (const answer of SAMPLES) {
    console.log(`\n${answer}`);
    for (const quest of generateQuestDrafts(answer))
      console.log(`  [${quest.id.split('-')[1]}] ${quest.title} — ${quest.description}`);
  }
}
