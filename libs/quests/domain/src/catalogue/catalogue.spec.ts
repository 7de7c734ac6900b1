import { describe, expect, it } from 'vitest';
import { correct, recognise } from './catalogue';
import { FIELDS } from './fields';
import { CATALOGUE_OCCUPATIONS, fieldOfOccupation } from './occupation-fields';

describe('the occupation catalogue', () => {
  it('holds the 1,016 occupations of O*NET 29.3, each mapped to a field', () => {
    expect(CATALOGUE_OCCUPATIONS).toHaveLength(1016);
    for (const occupation of CATALOGUE_OCCUPATIONS) expect(FIELDS).toContain(occupation.field);
  });

  it('uses every field for at least one real occupation', () => {
    const used = new Set(CATALOGUE_OCCUPATIONS.map((o) => o.field));
    for (const field of FIELDS) expect(used.has(field), field).toBe(true);
  });

  it('maps titles by what the job is, before its SOC group', () => {
    expect(fieldOfOccupation('Veterinarians', 'Healthcare Practitioners and Technical')).toBe('animals');
    expect(
      fieldOfOccupation('Airline Pilots, Copilots, and Flight Engineers', 'Transportation and Material Moving'),
    ).toBe('aviation');
    expect(fieldOfOccupation('Information Security Analysts', 'Computer and Mathematical')).toBe('security');
    expect(fieldOfOccupation('Construction Laborers', 'Construction and Extraction')).toBe('trades');
  });

  it.each([
    ['vet', 'animals'],
    ['coder', 'software'],
    ['cop', 'law'],
    ['chef', 'food'],
    ['nurse', 'healthcare'],
    ['registered nurse', 'healthcare'],
    ['pastry chef', 'food'],
    ['astronaut', 'aviation'],
    ['beekeeper', 'farming'],
    ['ethical hacker', 'security'],
    ['truck driver', 'transport'],
    ['video game designer', 'games'],
    ['hairdresser', 'beauty'],
    ['accountant', 'finance'],
    ['architect', 'design'],
    ['novelist', 'writing'],
    ['dancer', 'music'],
    ['social worker', 'social'],
    ['chemist', 'science'],
    ['football player', 'sports'],
    ['journalist', 'media'],
    ['fashion designer', 'fashion'],
    ['zookeeper', 'animals'],
    ['Tierarzt', 'animals'],
    ['Polizistin', 'law'],
    ['Bäcker', 'food'],
    ['Softwareentwickler', 'software'],
    ['avocate', 'law'],
    ['cuisinier', 'food'],
    ['développeur', 'software'],
    ['enfermero', 'healthcare'],
    ['bombero', 'rescue'],
    ['profesora', 'education'],
    ['Chief Executives', 'business'],
    ['Electricians', 'trades'],
    ['Data Scientists', 'data'],
    ['Environmental Engineers', 'environment'],
  ])('recognises %s as %s', (text, field) => {
    expect(recognise(text)?.field).toBe(field);
  });

  it('corrects one or two slips in a word', () => {
    expect(correct('electrcian')).toBe('electrician');
    expect(correct('nusre')).toBe('nurse');
    expect(correct('veterinarain')).toBe('veterinarian');
    expect(recognise('Pharmacsit')?.field).toBe('healthcare');
  });

  it('recognises nothing in words that are no job', () => {
    expect(recognise('underwater basket weaver')).toBeNull();
    expect(recognise('')).toBeNull();
  });

  it('recognises nearly every O*NET title in its singular lay form', () => {
    const lay = (title: string) =>
      title
        .replace(/\(.*?\)/g, '')
        .split(/,| and /)[0]
        .replace(/s\b/g, '')
        .trim();
    const found = CATALOGUE_OCCUPATIONS.filter((o) => recognise(lay(o.title)) !== null).length;
    expect(found / CATALOGUE_OCCUPATIONS.length).toBeGreaterThan(0.95);
  });
});
