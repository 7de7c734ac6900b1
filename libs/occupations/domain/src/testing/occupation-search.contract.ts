import { describe, expect, it } from 'vitest';
import type { OccupationSearch } from '../search/occupation-search.port';
import type { IndexedTitle } from '../search/title-index';

/** A small catalogue every adapter is built over for the contract: a few occupations and their names. */
export const CONTRACT_OCCUPATIONS = [
  { code: '47-2111.00', title: 'Electricians', description: 'Install, maintain, and repair electrical wiring.' },
  { code: '49-9081.00', title: 'Wind Turbine Service Technicians', description: 'Inspect and repair wind turbines.' },
  { code: '29-1141.00', title: 'Registered Nurses', description: 'Assess patient health problems and needs.' },
  {
    code: '29-2061.00',
    title: 'Licensed Practical and Licensed Vocational Nurses',
    description: 'Care for ill patients.',
  },
  { code: '15-1252.00', title: 'Software Developers', description: 'Research, design, and develop computer software.' },
  { code: '41-4012.00', title: 'Sales Representatives, Wholesale and Manufacturing', description: 'Sell goods.' },
  {
    code: '27-1023.00',
    title: 'Floral Designers',
    description: 'Design, cut, and arrange live, dried, or artificial flowers.',
  },
  {
    code: '13-1075.00',
    title: 'Labor Relations Specialists',
    description: 'Resolve disputes between workers and managers.',
  },
  { code: '25-2021.00', title: 'Elementary School Teachers', description: 'Teach academic and social skills.' },
  {
    code: '25-3021.00',
    title: 'Self-Enrichment Teachers',
    description: 'Teach art, music or crafts for self-enrichment.',
  },
];

export const CONTRACT_NAMES: readonly IndexedTitle[] = [
  { code: '47-2111.00', text: 'Electrician', source: 'alternate' },
  { code: '47-2111.00', text: 'Journeyman Electrician', source: 'alternate' },
  { code: '49-9081.00', text: 'Wind Turbine Technician', source: 'alternate' },
  { code: '29-1141.00', text: 'Staff Nurse', source: 'alternate' },
  { code: '29-1141.00', text: 'RN', source: 'alternate' },
  { code: '29-1141.00', text: 'nurse', source: 'alias', priority: 0 },
  { code: '29-2061.00', text: 'nurse', source: 'alias', priority: 1 },
  { code: '15-1252.00', text: 'Software Engineer', source: 'alternate' },
  { code: '41-4012.00', text: 'Sales Representative', source: 'alternate' },
  { code: '27-1023.00', text: 'Floral Artist', source: 'alternate' },
  { code: '27-1023.00', text: 'Florist', source: 'alternate' },
  { code: '13-1075.00', text: 'Labor Relations Representative', source: 'alternate' },
  { code: '25-2021.00', text: 'Art Teacher', source: 'alternate' },
  { code: '25-3021.00', text: 'Art Teacher', source: 'alternate' },
  { code: '25-2021.00', text: 'Teacher', source: 'alternate' },
];

/**
 * What every OccupationSearch does, run by each adapter over CONTRACT_OCCUPATIONS and CONTRACT_NAMES: it finds
 * the job behind a title typed the way people type it, best first, one hit per occupation, and nothing for words
 * that name no job.
 */
export function occupationSearchContract(name: string, setup: () => OccupationSearch): void {
  describe(`${name}: the OccupationSearch contract`, () => {
    const best = (text: string) => setup().search(text)[0];

    it.each([
      ['a title', 'Floral Artist', '27-1023.00'],
      ['an official title', 'Software Developers', '15-1252.00'],
      ['any case', 'fLORAL aRTIST', '27-1023.00'],
      ['a plural', 'electricians', '47-2111.00'],
      ['one typo', 'electrican', '47-2111.00'],
      ['two letters swapped', 'eletcrician', '47-2111.00'],
      ['two typos in a long word', 'softwere enginer', '15-1252.00'],
      ['a short form (tech)', 'wind turbine tech', '49-9081.00'],
      ['a short form (rep)', 'sales rep', '41-4012.00'],
      ['a short form (eng)', 'software eng', '15-1252.00'],
      ['a level word before', 'Senior Software Engineer', '15-1252.00'],
      ['a level word after', 'Electrician II', '47-2111.00'],
      ['an apprentice', 'apprentice electrician', '47-2111.00'],
      ['a British spelling', 'labour relations representative', '13-1075.00'],
      ['another word order', 'engineer software', '15-1252.00'],
      ['words around it', "I'd love to be a florist", '27-1023.00'],
      ['a sentence around it', 'working as a wind turbine technician', '49-9081.00'],
      ['a prefix of the last word', 'wind turbine techn', '49-9081.00'],
      ['an acronym', 'RN', '29-1141.00'],
    ])('finds %s: "%s"', (_what, typed, code) => {
      expect(best(typed)?.code).toBe(code);
    });

    it('scores a title typed word for word 1, and a typo or a prefix less', () => {
      expect(best('Floral Artist')?.score).toBe(1);
      expect(best('electrican')?.score).toBeLessThan(1);
      expect(best('electrican')?.score).toBeGreaterThanOrEqual(0.8);
      expect(best('flor')?.score ?? 0).toBeLessThan(1);
    });

    it('answers best first, one hit per occupation, at most `limit`, each with the name it matched', () => {
      const hits = setup().search('nurse', 5);
      expect(hits.map((hit) => hit.code)).toEqual(['29-1141.00', '29-2061.00']);
      expect(new Set(hits.map((hit) => hit.code)).size).toBe(hits.length);
      expect(hits[0]).toMatchObject({ title: 'Registered Nurses', matched: 'nurse' });
      expect(setup().search('teacher', 1)).toHaveLength(1);
      for (let i = 1; i < hits.length; i++) expect(hits[i].score).toBeLessThanOrEqual(hits[i - 1].score);
    });

    it('puts first, of occupations sharing a title, the one whose own description speaks of it', () => {
      expect(best('Art Teacher')?.code).toBe('25-3021.00');
    });

    it.each([['asdf'], ['<script>alert(1)</script>'], ['hi'], ['the of and'], [''], ['   ']])(
      'finds no job in "%s" (nothing, or nothing that scores half)',
      (typed) => {
        expect(
          setup()
            .search(typed)
            .filter((hit) => hit.score >= 0.5),
        ).toEqual([]);
      },
    );
  });
}
