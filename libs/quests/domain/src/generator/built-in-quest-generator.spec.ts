import { describe, expect, it } from 'vitest';
import { FIELD_QUESTS } from '../catalogue/field-quests';
import { FIELDS } from '../catalogue/fields';
import { generateQuestDrafts as generateWithEntries, generateQuestSet } from './built-in-quest-generator';
import { EXPLORATION_QUESTS, OWN_WORDS_QUESTS } from './other-quests';

/**
 * These tests are about the field templates and recognition, so they pass no signature entries: the
 * signature path is tested on fixtures in signature-quests.spec.ts, and the data in signatures.spec.ts.
 */
const generateQuestDrafts = (answer: string) => generateWithEntries(answer, []);
const fieldOf = (id: string) => /^q-([a-z]+)-/.exec(id)?.[1];
const fields = (answer: string) => generateQuestDrafts(answer).map((q) => fieldOf(q.id));
const DELIVERABLE = /\b(sketch|sketches|list|conversation|photo|photos|recording)\b/i;
const VERB_START =
  /^(Search|Watch|Ask|Learn|Pick|Choose|Build|Teach|Create|Spend|Set|Find|Record|Download|Use|Write|Try|Put|Sketch|Take|Practise|Plan|Visit|Contact|Look|Arrange|Script|Offer|Check|Collect|Plant|Design|Play|Describe|Share|Compare|Observe|Read|Make|Fix|Copy|Download|Follow)\b/;

describe('the built-in quest generator', () => {
  it('gives one quest per job, in the field of each job', () => {
    expect(fields('nurse, pilot, chef')).toEqual(['healthcare', 'aviation', 'food']);
    expect(fields('vet and coder and cop')).toEqual(['animals', 'software', 'law']);
  });

  // Without signature entries a job gets its field's quest; the field templates are written to fit every
  // occupation of the field (see template-fit.ts), so they name the job rather than one kind of care.
  it("names each job in the person's words, and fits the field (healthcare for a nurse, flying for a pilot)", () => {
    const [nurse, pilot] = generateQuestDrafts('nurse, pilot, chef');
    expect(nurse.title.startsWith('Nurse:')).toBe(true);
    expect(fieldOf(nurse.id)).toBe('healthcare');
    expect(`${nurse.title} ${nurse.description}`).toMatch(/nurse/i);
    expect(pilot.title.startsWith('Pilot:')).toBe(true);
    expect(`${pilot.title} ${pilot.description}`).toMatch(/fl(y|ight)|airport|pilot/i);
  });

  it('gives firefighters fire and rescue quests in every language, never a court case', () => {
    for (const job of ['firefighter', 'pompier', 'Feuerwehrmann', 'bombero', 'firefighters', 'sapeur-pompier']) {
      const [quest] = generateQuestDrafts(job);
      expect(fieldOf(quest.id)).toBe('rescue');
      expect(quest.description).toMatch(/fire/i);
      expect(quest.description).not.toMatch(/court/i);
    }
    expect(fields('Firefighters')).toEqual(fields('firefighter'));
  });

  it('writes German job names capitalised in descriptions, however they were typed', () => {
    for (const answer of ['krankenschwester', 'Krankenschwester', 'KRANKENSCHWESTER']) {
      expect(generateQuestDrafts(answer)[0].description).toContain('Krankenschwester');
    }
    expect(generateQuestDrafts('tischler')[0].description).toContain('Tischler');
    expect(generateQuestDrafts('infirmière')[0].description).toContain('infirmière');
    expect(generateQuestDrafts('dj')[0].title).toMatch(/^DJ: /);
  });

  it('names the job or its field in every description', () => {
    for (const field of FIELDS) {
      // Each field's quests, reached through the field's own words and a lay name.
      for (const quest of generateQuestDrafts(`${field}, ${field}, ${field}`).filter((q) => fieldOf(q.id) === field)) {
        expect(quest.description).not.toContain('{');
      }
    }
    for (const [answer, name] of [
      ['nurse, pilot, chef', ['nurse', 'pilot', 'chef']],
      ['engineer, data analyst, farmer', ['engineer', 'data analyst', 'farmer']],
    ] as const) {
      generateQuestDrafts(answer).forEach((quest, i) => expect(quest.description.toLowerCase()).toContain(name[i]));
    }
  });

  it('recognises typos, capitals, plurals, spaces and emoji the same way', () => {
    const base = fields('nurse, electrician, fashion designer');
    expect(fields('NURSES ,   electrcian 🔌,fashion designr ✨')).toEqual(base);
    expect(fields('nrse\n\n  Electricians\nFashion Designers')).toEqual(base);
  });

  it('knows common German, French and Spanish job names', () => {
    expect(fields('Krankenschwester, Lehrerin, Tierärztin')).toEqual(['healthcare', 'education', 'animals']);
    expect(fields('infirmière, pompier, boulanger')).toEqual(['healthcare', 'rescue', 'food']);
    expect(fields('médico, abogada y maestra')).toEqual(['healthcare', 'law', 'education']);
  });

  it("maps vague wishes to fields and names them in the field's words", () => {
    const quests = generateQuestDrafts('something with animals, helping people, being outdoors');
    expect(quests.map((q) => fieldOf(q.id))).toEqual(['animals', 'social', 'environment']);
    expect(quests[0].title).toMatch(/^Working with animals:/);
  });

  it('never writes a quest about words it does not know: it asks them back', () => {
    for (const answer of ['asdf', 'qwertyuiop', 'I like long walks on the beach']) {
      const set = generateQuestSet(answer);
      expect(set.questions, answer).toMatchObject([{ kind: 'unknown' }]);
      expect(
        set.quests.map((q) => fieldOf(q.id)),
        answer,
      ).toEqual(['explore', 'explore', 'explore']);
      expect(set.quests.map((q) => `${q.title} ${q.description}`).join(' '), answer).not.toMatch(/asdf|qwerty|beach/i);
    }
  });

  it('asks which of the nearest occupations a weak match means, and gives no quest for it', () => {
    const set = generateQuestSet('underwater basket weaver');
    expect(set.questions).toHaveLength(1);
    expect(set.questions[0]).toMatchObject({ typed: 'underwater basket weaver', kind: 'choose' });
    expect(set.questions[0].choices.length).toBeGreaterThan(0);
    expect(set.questions[0].choices.length).toBeLessThanOrEqual(5);
    expect(set.quests.some((q) => /weaver/i.test(q.title))).toBe(false);
  });

  it('answers each job of a mixed answer in its own way: a quest, a question, or a wish', () => {
    const set = generateQuestSet('wind turbine tech, asdf, something with animals');
    expect(set.quests[0].occupation?.code).toBe('49-9081.00');
    expect(set.quests.map((q) => fieldOf(q.id))).toContain('animals');
    expect(set.questions).toEqual([{ typed: 'asdf', kind: 'unknown', choices: [] }]);
  });

  it('is deterministic, and different answers give different quests', () => {
    expect(generateQuestDrafts('nurse, pilot, chef')).toEqual(generateQuestDrafts('nurse, pilot, chef'));
    const a = generateQuestDrafts('nurse, pilot, chef').map((q) => q.id);
    const b = generateQuestDrafts('teacher, plumber, dentist').map((q) => q.id);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
  });

  it('always gives exactly 3 distinct quests with short titles, verb-led descriptions and a deliverable', () => {
    const answers = [
      'nurse',
      'nurse, nurse, nurse',
      'chef, cook, baker',
      'teacher, tutor, professor, librarian, principal',
      'idk',
      '',
      'x',
      '🙂🙂',
      'I would love to be a marine biologist\nor a softwre developr 🚀 and FASHION DESIGNERS',
      'Registered Nurses, Chief Executives, Video Game Designers',
    ];
    for (const answer of answers) {
      // With the real signature data too: three distinct quests with short titles, 1–3 sentences each.
      const real = generateWithEntries(answer);
      expect(real).toHaveLength(3);
      expect(new Set(real.map((q) => q.id)).size).toBe(3);
      expect(new Set(real.map((q) => q.title)).size).toBe(3);
      for (const quest of real) expect(quest.title.length).toBeLessThanOrEqual(60);
      const quests = generateQuestDrafts(answer);
      expect(quests).toHaveLength(3);
      expect(new Set(quests.map((q) => q.id)).size).toBe(3);
      expect(new Set(quests.map((q) => q.title)).size).toBe(3);
      for (const quest of quests) {
        expect(quest.title.length).toBeLessThanOrEqual(60);
        expect(quest.description).toMatch(VERB_START);
        expect(quest.description).toMatch(DELIVERABLE);
        const sentences = quest.description.split(/(?<=[.!?])\s+/).filter(Boolean);
        expect(sentences.length).toBeGreaterThanOrEqual(1);
        expect(sentences.length).toBeLessThanOrEqual(3);
      }
    }
  });

  it('gives graceful exploration quests when nothing is recognisable', () => {
    for (const answer of [
      'idk',
      'no idea',
      '???',
      '<script>alert(1)</script>',
      "'; DROP TABLE users; --",
      '{{7*7}} ${jndi:ldap://x}',
    ]) {
      expect(fields(answer)).toEqual(['explore', 'explore', 'explore']);
    }
  });

  it('keeps markup and template syntax out of the output', () => {
    for (const answer of [
      '<b>nurse</b>, <img src=x onerror=alert(1)>, chef',
      'pilot <script>x</script>',
      'nurse & "chef" \' OR 1=1',
    ]) {
      for (const quest of generateQuestDrafts(answer))
        expect(`${quest.title}${quest.description}`).not.toMatch(/[<>{}`$]|script|onerror/i);
    }
  });

  it('fills fewer than 3 jobs with a related quest and then exploration', () => {
    expect(fields('pilot')).toEqual(['aviation', 'aviation', 'explore']);
  });

  it('keeps a pasted O*NET title with commas as one job, named by its people', () => {
    const quests = generateQuestDrafts('vet or Meeting, Convention, and Event Planners or game designer');
    expect(quests.map((q) => q.occupation?.title)).toContain('Meeting, Convention, and Event Planners');
    const planner = quests.find((q) => q.occupation?.code === '13-1121.00')!;
    expect(planner.title).toMatch(/^Event planner: /);
    expect(planner.description).not.toMatch(/\ba meeting\b/i);
  });

  it('cuts a long job name to keep the title at 60 characters', () => {
    const [quest] = generateQuestDrafts('senior principal underwater ceramic basket weaver extraordinaire');
    expect(quest.title.length).toBeLessThanOrEqual(60);
  });

  it('has at least 25 fields, each with 3 templates that start with a verb and name a deliverable', () => {
    expect(FIELDS.length).toBeGreaterThanOrEqual(25);
    const all = [...FIELDS.flatMap((field) => FIELD_QUESTS[field]), ...OWN_WORDS_QUESTS, ...EXPLORATION_QUESTS];
    for (const field of FIELDS) expect(FIELD_QUESTS[field]).toHaveLength(3);
    for (const [, description] of all) {
      expect(description).toMatch(VERB_START);
      expect(description).toMatch(DELIVERABLE);
    }
  });
});
