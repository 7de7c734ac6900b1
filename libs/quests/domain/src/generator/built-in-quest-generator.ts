import {
  catalogueAcronyms,
  catalogueSearch,
  matchJob,
  type OccupationHit,
  type OccupationSearch,
} from '@sidequest/occupations-domain';
import { recogniseWords, type Recognition } from '../catalogue/catalogue';
import { signatureIndex, type SignatureIndex } from '../catalogue/occupations';
import { CATALOGUE_OCCUPATIONS, occupationByCode, type Occupation } from '../catalogue/occupation-fields';
import type { SignatureEntry } from '../catalogue/signatures/signature';
import { SIGNATURE_ENTRIES } from '../catalogue/signatures/signatures';
import { FIELD_PERSON, FIELD_QUESTS } from '../catalogue/field-quests';
import { FIELD_WORDS, type Field } from '../catalogue/fields';
import { FILLER_WORDS, GERMAN_JOB_NAMES, NOTHING_WORDS, WISH_WORDS } from '../catalogue/lexicon';
import { hash, normalize, singular, tokens } from '../catalogue/text';
import type { QuestGenerator } from '../ports/quest-generator.port';
import { EXPLORATION_QUESTS, OWN_WORDS_QUESTS } from './other-quests';
import { MAX_TITLE_LENGTH, type JobQuestion, type OccupationRef, type QuestDraft, type QuestSet } from './quest-draft';
import { signatureQuestId } from './signature-ids';
import { cleanWords, splitAnswer } from './split-answer';

interface Job {
  key: string;
  field: Field | null;
  topic: string;
  who: string;
  occupation?: Occupation;
  alternatives?: readonly Occupation[];
}

const MAX_TOPIC = 24;
/** An O*NET title may run longer than a person's words; the title still stays within 60 characters. */
const MAX_OCCUPATION_TOPIC = 36;

const article = (words: string) =>
  /^[aeiou]/i.test(words) && !/^(uni|use|eu)/i.test(words) ? `an ${words}` : `a ${words}`;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Job words people type as initials: written in capitals wherever a quest quotes them. */
const ACRONYMS = new Set([
  'dj',
  'mc',
  'emt',
  'ceo',
  'cto',
  'cfo',
  'hr',
  'it',
  'ai',
  'gp',
  'ux',
  'ui',
  'fbi',
  'cia',
  'lkw',
  'vj',
]);
const withAcronyms = (topic: string) => {
  const acronyms = catalogueAcronyms();
  return topic
    .split(' ')
    .map((word) =>
      ACRONYMS.has(word) || acronyms.has(word)
        ? word.toUpperCase()
        : word.replace(/^([a-z]+)s$/, (all, stem: string) => (acronyms.has(stem) ? `${stem.toUpperCase()}s` : all)),
    )
    .join(' ');
};

function shorten(words: string[], max: number): string {
  const kept: string[] = [];
  for (const word of words) {
    if ([...kept, word].join(' ').length > max) break;
    kept.push(word);
  }
  return kept.join(' ') || words[0].slice(0, max);
}

/** The person's words minus fillers ("I'd love to be a ..."), with an English plural made singular. */
function ownWords(piece: string): string[] {
  const words = cleanWords(piece).split(' ').filter(Boolean);
  const isFiller = (word: string) =>
    normalize(word)
      .split(' ')
      .every((part) => !part || FILLER_WORDS.has(part));
  while (words.length && isFiller(words[0])) words.shift();
  while (words.length && isFiller(words[words.length - 1])) words.pop();
  if (words.length && /^[a-z]+$/.test(words[words.length - 1]))
    words[words.length - 1] = singular(words[words.length - 1]);
  return words;
}

/** One typed job, read: a job to write a quest for, or a question to ask back instead of guessing. */
type Reading = { job: Job; question?: never } | { question: JobQuestion; job?: never };

const choice = (hit: OccupationHit) => ({ code: hit.code, title: hit.title, score: hit.score });
/** What a question shows back of the typed words: at most 200 characters of them. */
const typedBack = (piece: string) => piece.replace(/\s+/g, ' ').trim().slice(0, 200);

/**
 * One piece of an answer. A wish ("something with animals") is named in its field's words; an occupation the
 * search matches clearly gets its quest; a weak match is asked back ("Which of these did you mean?"); a job
 * word only the field lexicon knows ("youtuber") gets its field's quest in the person's words; anything else is
 * asked back as unknown, never written up as if it were a job.
 */
function readJob(piece: string, search: OccupationSearch): Reading | null {
  const words = tokens(piece);
  const meaningful = words.filter((w) => !FILLER_WORDS.has(w));
  if (meaningful.length === 0 || meaningful.every((w) => NOTHING_WORDS.has(w))) return null;
  const own = ownWords(piece);
  const recognised: Recognition | null = recogniseWords(words);
  const isWish =
    recognised !== null &&
    WISH_WORDS.has(recognised.phrase) &&
    meaningful.every((w) => words.indexOf(w) >= recognised.start && words.indexOf(w) < recognised.end);
  if (recognised && isWish) {
    const key = `${recognised.field}:${recognised.phrase}`;
    return {
      job: { key, field: recognised.field, topic: FIELD_WORDS[recognised.field], who: FIELD_PERSON[recognised.field] },
    };
  }
  const match = matchJob(search, piece);
  if (match.kind === 'clear') {
    const occupation = occupationByCode(match.best.code) as Occupation;
    const spoken = own.join(' ');
    // The person's own words name the card when the match is exact and they are short; else O*NET's title.
    let topic =
      match.best.score >= 1 && spoken.length <= MAX_TOPIC && own.length <= 3 ? spoken : shortTitle(occupation.title);
    if (words.some((word) => GERMAN_JOB_NAMES.has(word))) topic = topic.split(' ').map(capitalise).join(' ');
    topic = withAcronyms(topic);
    const alternatives = match.alternatives.flatMap((hit) => occupationByCode(hit.code) ?? []);
    return {
      job: {
        key: `occ:${occupation.code}`,
        field: occupation.field,
        topic,
        who: article(topic),
        occupation,
        alternatives,
      },
    };
  }
  // A job word of the field lexicon, typed as it is and alone ("youtuber", "Lehrerin"), is a job of its field:
  // its quest is the field's, in the person's words. Anything else the search did not settle is asked back.
  const lexiconJob =
    recognised !== null &&
    !recognised.approximate &&
    own.length > 0 &&
    own.length <= 3 &&
    meaningful.every((w) => words.indexOf(w) >= recognised.start && words.indexOf(w) < recognised.end);
  if (match.kind === 'choose' && !lexiconJob)
    return { question: { typed: typedBack(piece), kind: 'choose', choices: match.choices.map(choice) } };
  if (recognised && lexiconJob) {
    const span = recognised.phrase;
    const spoken = own.join(' ');
    let topic = spoken.length <= MAX_TOPIC ? spoken : span.length <= MAX_TOPIC ? span : FIELD_WORDS[recognised.field];
    if (span.split(' ').some((word) => GERMAN_JOB_NAMES.has(word))) topic = topic.split(' ').map(capitalise).join(' ');
    topic = withAcronyms(topic);
    return { job: { key: `${recognised.field}:${span}`, field: recognised.field, topic, who: article(topic) } };
  }
  const nearest = match.kind === 'unknown' ? match.suggestions : match.choices;
  return { question: { typed: typedBack(piece), kind: 'unknown', choices: nearest.map(choice) } };
}

/**
 * An O*NET title as a topic: its first part that names people (a plural head: "Meeting, Convention, and
 * Event Planners" is "event planner", not "meeting"), head noun singular, lower case.
 */
function shortTitle(title: string): string {
  const parts = title
    .replace(/\(.*?\)/g, ' ')
    .split(/,|\band\b|\bor\b/)
    .map((part) => part.trim())
    .filter(Boolean);
  const first =
    parts.find(
      (part) =>
        /s$/i.test(
          part
            .split(/\s+/)
            .filter((w) => w.toLowerCase() !== 'of')
            .slice(-1)[0] ?? '',
        ) || / of /i.test(part),
    ) ??
    parts[0] ??
    title;
  const words = first.toLowerCase().split(/\s+/);
  const of = words.indexOf('of');
  const head = of > 0 ? of - 1 : words.length - 1;
  words[head] = singular(words[head]);
  return shorten(words, MAX_OCCUPATION_TOPIC);
}

function titled(topic: string, action: string): string {
  const room = MAX_TITLE_LENGTH - action.length - 2;
  const head = topic.length <= room ? topic : shorten(topic.split(' '), room);
  return `${capitalise(head)}: ${action}`.slice(0, MAX_TITLE_LENGTH);
}

/** Every description names the job (or the field): a template that does not gets it in its first sentence. */
const namingTheJob = (text: string) =>
  /\{who\}|\{topic\}/.test(text) ? text : text.replace(/\.(\s|$)/, ', the way {who} would.$1');

const ref = (o: Occupation): OccupationRef => ({ code: o.code, title: o.title });

function draft(kind: string, title: string, description: string, job?: Job): QuestDraft {
  const quest: QuestDraft = { id: `q-${kind}-${hash(`${title}\n${description}`).toString(36)}`, title, description };
  if (job?.occupation) quest.occupation = ref(job.occupation);
  if (job?.alternatives?.length) quest.alternatives = job.alternatives.map(ref);
  return quest;
}

/** Catalogue titles with a comma, slash, "and" or "or" in them: pasted whole, they stay one job. */
const WHOLE_TITLES = new Set(
  CATALOGUE_OCCUPATIONS.filter((o) => /[,/]|\b(?:and|or)\b/i.test(o.title)).map((o) => normalize(o.title)),
);

/** What the built-in generator reads an answer with; tests pass entries (and a search) of their own. */
export interface GeneratorSources {
  entries?: readonly SignatureEntry[];
  search?: OccupationSearch;
}

/**
 * The built-in generator: offline, deterministic, one quest per job understood, topped up to three, and one
 * question per job that was not (a weak match to choose from, or an unknown word). A job matched to an
 * occupation with a signature entry gets that entry's quest first.
 */
export function generateQuestSet(answer: string, sources: GeneratorSources = {}): QuestSet {
  const index = signatureIndex(sources.entries ?? SIGNATURE_ENTRIES);
  const search = sources.search ?? catalogueSearch();
  const jobs: Job[] = [];
  const questions: JobQuestion[] = [];
  const split = splitAnswer(answer, WHOLE_TITLES, normalize);
  for (const piece of split.jobs) {
    if (jobs.length + questions.length >= 3) break;
    const reading = readJob(piece, search);
    if (reading?.job && !jobs.some((j) => j.key === reading.job.key)) jobs.push(reading.job);
    if (reading?.question && !questions.some((q) => q.typed === reading.question.typed))
      questions.push(reading.question);
  }
  // Markup or symbols are no job either: asked back once as unknown, in its letters and digits only.
  const rejected = cleanWords(split.rejected.join(' ')).slice(0, 200).trim();
  if (jobs.length + questions.length < 3 && /\p{L}/u.test(rejected))
    questions.push({ typed: rejected, kind: 'unknown', choices: [] });
  return { quests: questsFor(jobs, answer, index), questions };
}

/** The quests of an answer, as before questions existed (the LLM adapter and the tests read these). */
export function generateQuestDrafts(
  answer: string,
  entries: readonly SignatureEntry[] = SIGNATURE_ENTRIES,
): QuestDraft[] {
  return generateQuestSet(answer, { entries }).quests;
}

function questsFor(jobs: readonly Job[], answer: string, index: SignatureIndex): QuestDraft[] {
  const quests: QuestDraft[] = [];
  const used = new Set<string>();
  const pick = (key: string, count: number, seed: number) => {
    for (let i = 0; i < count; i++) {
      const index = (seed + i) % count;
      if (!used.has(`${key}#${index}`)) {
        used.add(`${key}#${index}`);
        return index;
      }
    }
    return -1;
  };
  const signatureFor = (job: Job, which: number): boolean => {
    const entry = job.occupation ? index.entries.get(job.occupation.code) : undefined;
    const quest = entry?.quests[which];
    if (!job.occupation || !quest || used.has(`sig:${job.occupation.code}#${which}`)) return false;
    // Two occupations may share a first step; one answer still shows it once.
    if (quests.some((q) => q.title === quest.title)) return false;
    used.add(`sig:${job.occupation.code}#${which}`);
    const kind = signatureQuestId(job.field ?? 'own', job.occupation.code, which);
    quests.push(draft(kind, quest.title, quest.description, job));
    return true;
  };
  const questFor = (job: Job, seed: number) => {
    const templates = job.field ? FIELD_QUESTS[job.field] : OWN_WORDS_QUESTS;
    const index = pick(job.field ?? `own:${job.key}`, templates.length, seed);
    if (index < 0) return;
    const [action, text] = templates[index];
    const description = namingTheJob(text).replaceAll('{who}', job.who).replaceAll('{topic}', job.topic);
    quests.push(draft(job.field ?? 'own', titled(job.topic, action), description, job));
  };
  for (const job of jobs) if (!signatureFor(job, 0)) questFor(job, hash(job.key));
  // Fewer than three jobs: the first job's second signature quest or a field quest, then exploration.
  if (quests.length < 3 && jobs.length > 0 && !signatureFor(jobs[0], 1)) questFor(jobs[0], hash(jobs[0].key) + 1);
  const seed = hash(normalize(answer));
  while (quests.length < 3) {
    const index = pick('explore', EXPLORATION_QUESTS.length, seed);
    const [title, description] = EXPLORATION_QUESTS[index];
    quests.push(draft('explore', title, description));
  }
  return quests;
}

export class BuiltInQuestGenerator implements QuestGenerator {
  async generate(answer: string): Promise<QuestDraft[]> {
    return generateQuestDrafts(answer);
  }
}

/**
 * One quest for one chosen occupation ("Which of these did you mean?", "Did you mean"): its first signature
 * quest, or its field's quest named by its title; `null` for a code the catalogue does not know (a 2010 code
 * finds its successor). The person's answer seeds which field quest, so the same choice gives the same card.
 */
export function generateQuestForOccupation(
  code: string,
  answer = '',
  entries: readonly SignatureEntry[] = SIGNATURE_ENTRIES,
): QuestDraft | null {
  const occupation = occupationByCode(code);
  if (!occupation) return null;
  const entry = signatureIndex(entries).entries.get(occupation.code);
  const job: Job = {
    key: `occ:${occupation.code}`,
    field: occupation.field,
    topic: withAcronyms(shortTitle(occupation.title)),
    who: '',
    occupation,
  };
  job.who = article(job.topic);
  if (entry?.quests[0])
    return draft(
      signatureQuestId(occupation.field, occupation.code, 0),
      entry.quests[0].title,
      entry.quests[0].description,
      job,
    );
  const templates = FIELD_QUESTS[occupation.field];
  const [action, text] = templates[hash(`${occupation.code}\n${normalize(answer)}`) % templates.length];
  return draft(
    occupation.field,
    titled(job.topic, action),
    namingTheJob(text).replaceAll('{who}', job.who).replaceAll('{topic}', job.topic),
    job,
  );
}
