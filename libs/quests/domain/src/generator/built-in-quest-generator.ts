import { recogniseWords, type Recognition } from '../catalogue/catalogue';
import { FIELD_PERSON, FIELD_QUESTS } from '../catalogue/field-quests';
import { FIELD_WORDS, type Field } from '../catalogue/fields';
import { FILLER_WORDS, GERMAN_JOB_NAMES, NOTHING_WORDS, WISH_WORDS } from '../catalogue/lexicon';
import { hash, normalize, singular, tokens } from '../catalogue/text';
import type { QuestGenerator } from '../ports/quest-generator.port';
import { EXPLORATION_QUESTS, OWN_WORDS_QUESTS } from './other-quests';
import { MAX_TITLE_LENGTH, type QuestDraft } from './quest-draft';
import { cleanWords, splitAnswer } from './split-answer';

interface Job {
  key: string;
  field: Field | null;
  topic: string;
  who: string;
}

const MAX_TOPIC = 24;

const article = (words: string) => (/^[aeiou]/i.test(words) && !/^(uni|use|eu)/i.test(words) ? `an ${words}` : `a ${words}`);
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Job words people type as initials: written in capitals wherever a quest quotes them. */
const ACRONYMS = new Set(['dj', 'mc', 'emt', 'ceo', 'cto', 'cfo', 'hr', 'it', 'ai', 'gp', 'ux', 'ui', 'fbi', 'cia', 'lkw', 'vj']);
const withAcronyms = (topic: string) => topic.split(' ').map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word)).join(' ');

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
  const isFiller = (word: string) => normalize(word).split(' ').every((part) => !part || FILLER_WORDS.has(part));
  while (words.length && isFiller(words[0])) words.shift();
  while (words.length && isFiller(words[words.length - 1])) words.pop();
  if (words.length && /^[a-z]+$/.test(words[words.length - 1])) words[words.length - 1] = singular(words[words.length - 1]);
  return words;
}

function readJob(piece: string): Job | null {
  const words = tokens(piece);
  const meaningful = words.filter((w) => !FILLER_WORDS.has(w));
  if (meaningful.length === 0 || meaningful.every((w) => NOTHING_WORDS.has(w))) return null;
  const own = ownWords(piece);
  const recognised: Recognition | null = recogniseWords(words);
  if (!recognised) {
    if (meaningful.length > 5 || own.length === 0 || !meaningful.some((w) => w.length >= 3)) return null;
    const topic = shorten(own, MAX_TOPIC);
    return { key: meaningful.join(' '), field: null, topic, who: article(topic) };
  }
  const span = recognised.phrase;
  const key = `${recognised.field}:${span}`;
  // A wish ("something with animals") is named in the field's words, and nobody pretends it is a job.
  if (WISH_WORDS.has(span)) return { key, field: recognised.field, topic: FIELD_WORDS[recognised.field], who: FIELD_PERSON[recognised.field] };
  const spoken = own.join(' ');
  // The person's words when short; else the recognised words; else the field's words.
  let topic = spoken.length <= MAX_TOPIC && own.length <= 3 && !recognised.approximate ? spoken : span.length <= MAX_TOPIC ? span : FIELD_WORDS[recognised.field];
  if (topic !== FIELD_WORDS[recognised.field] && span.split(' ').some((word) => GERMAN_JOB_NAMES.has(word))) topic = topic.split(' ').map(capitalise).join(' ');
  topic = withAcronyms(topic);
  return { key, field: recognised.field, topic, who: topic === FIELD_WORDS[recognised.field] ? FIELD_PERSON[recognised.field] : article(topic) };
}

function titled(topic: string, action: string): string {
  const room = MAX_TITLE_LENGTH - action.length - 2;
  const head = topic.length <= room ? topic : shorten(topic.split(' '), room);
  return `${capitalise(head)}: ${action}`.slice(0, MAX_TITLE_LENGTH);
}

/** Every description names the job (or the field): a template that does not gets it in its first sentence. */
const namingTheJob = (text: string) => (/\{who\}|\{topic\}/.test(text) ? text : text.replace(/\.(\s|$)/, ', the way {who} would.$1'));

function draft(kind: string, title: string, description: string): QuestDraft {
  return { id: `q-${kind}-${hash(`${title}\n${description}`).toString(36)}`, title, description };
}

/** The built-in generator: offline, deterministic, one quest per job, topped up to three. */
export function generateQuestDrafts(answer: string): QuestDraft[] {
  const jobs: Job[] = [];
  for (const piece of splitAnswer(answer).jobs) {
    const job = readJob(piece);
    if (job && !jobs.some((j) => j.key === job.key) && jobs.length < 3) jobs.push(job);
  }
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
  const questFor = (job: Job, seed: number) => {
    const templates = job.field ? FIELD_QUESTS[job.field] : OWN_WORDS_QUESTS;
    const index = pick(job.field ?? `own:${job.key}`, templates.length, seed);
    if (index < 0) return;
    const [action, text] = templates[index];
    const description = namingTheJob(text).replaceAll('{who}', job.who).replaceAll('{topic}', job.topic);
    quests.push(draft(job.field ?? 'own', titled(job.topic, action), description));
  };
  for (const job of jobs) questFor(job, hash(job.key));
  // Fewer than three jobs: a second quest on the first job, then exploration.
  if (quests.length < 3 && jobs.length > 0) questFor(jobs[0], hash(jobs[0].key) + 1);
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
