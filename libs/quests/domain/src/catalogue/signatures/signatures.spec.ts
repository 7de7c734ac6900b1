import { describe, expect, it } from 'vitest';
import { allOccupations } from '@sidequest/occupations-domain';
import { signatureProblems } from './signature-rules';
import { SIGNATURE_ENTRIES } from './signatures';

const entries = new Map(SIGNATURE_ENTRIES.map((entry) => [entry.code, entry]));
const OCCUPATIONS = allOccupations();
const groups = [...new Set(OCCUPATIONS.map(({ code }) => code.slice(0, 2)))];
/** Occupations whose first signature quest is the same, reviewed: none so far. */
const SHARED_FIRST_QUESTS: string[][] = [];

describe('signature quests, read as data', () => {
  it('name only catalogue occupations, once each', () => {
    const codes = new Set(OCCUPATIONS.map(({ code }) => code));
    expect(SIGNATURE_ENTRIES.filter((entry) => !codes.has(entry.code)).map((e) => e.code)).toEqual([]);
    expect(entries.size).toBe(SIGNATURE_ENTRIES.length);
  });

  it.each(groups)('cover every occupation of major group %s', (group) => {
    const missing = OCCUPATIONS.filter(({ code }) => code.startsWith(`${group}-`) && !entries.has(code)).map(
      ({ code, title }) => `${code} ${title}`,
    );
    expect(missing).toEqual([]);
  });

  it('give at least 1,000 distinct first quests; occupations share one only where listed here', () => {
    const byTitle = new Map<string, string[]>();
    for (const entry of SIGNATURE_ENTRIES)
      byTitle.set(entry.quests[0].title, [...(byTitle.get(entry.quests[0].title) ?? []), entry.code]);
    const shared = [...byTitle.values()].filter((codes) => codes.length > 1);
    // Reviewed: each pair's beginner's first step is truly the same.
    expect(shared).toEqual(SHARED_FIRST_QUESTS);
    expect(byTitle.size).toBeGreaterThanOrEqual(Math.min(1000, SIGNATURE_ENTRIES.length - SHARED_FIRST_QUESTS.length));
    if (SIGNATURE_ENTRIES.length === OCCUPATIONS.length) expect(byTitle.size).toBeGreaterThanOrEqual(1000);
  });

  it('never give two occupations the same plan', () => {
    const plans = new Map<string, string>();
    const twins: string[] = [];
    for (const entry of SIGNATURE_ENTRIES) {
      for (const quest of entry.quests) {
        const key = JSON.stringify(quest.plan);
        const other = plans.get(key);
        if (other && other !== entry.code) twins.push(`${other} and ${entry.code}`);
        plans.set(key, entry.code);
      }
    }
    expect(twins).toEqual([]);
  });

  it.each(groups)('keep the quest rules in major group %s', (group) => {
    const problems = SIGNATURE_ENTRIES.filter((entry) => entry.code.startsWith(`${group}-`)).flatMap(signatureProblems);
    expect(problems).toEqual([]);
  });
});
