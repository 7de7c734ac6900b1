import { describe, expect, it } from 'vitest';
import { majorGroups } from './major-groups';
import { allOccupations } from './occupation';

describe('major groups', () => {
  it('are the 23 of the SOC, none empty, each occupation in exactly one', () => {
    const groups = majorGroups();
    expect(groups).toHaveLength(23);
    expect(groups.every((g) => g.occupations.length > 0)).toBe(true);
    const listed = groups.flatMap((g) => g.occupations.map((o) => o.code));
    expect(listed.sort()).toEqual(
      allOccupations()
        .map((o) => o.code)
        .sort(),
    );
  });

  it('list their occupations by title, under the group their code starts with', () => {
    const computing = majorGroups().find((g) => g.code === '15-0000')!;
    expect(computing.title).toBe('Computer and Mathematical');
    expect(computing.occupations.map((o) => o.title)).toContain('Software Developers');
    const titles = computing.occupations.map((o) => o.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
    expect(computing.occupations.every((o) => o.code.startsWith('15-'))).toBe(true);
  });
});
