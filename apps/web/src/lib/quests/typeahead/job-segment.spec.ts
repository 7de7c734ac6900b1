import { describe, expect, it } from 'vitest';
import { rangeOf, replaceSegment, segmentAt, wholeValue } from './job-segment';

describe('the job the typeahead completes', () => {
  it('is the comma-separated part the caret is in, trimmed', () => {
    const value = 'vet, game desig, baker';
    expect(segmentAt(value, 15)).toEqual({ start: 4, end: 15, text: 'game desig' });
    expect(segmentAt(value, 0)).toEqual({ start: 0, end: 3, text: 'vet' });
    expect(segmentAt(value, value.length)).toEqual({ start: 16, end: 22, text: 'baker' });
    expect(segmentAt('vet, ', 5).text).toBe('');
    expect(wholeValue('  cdl driv ')).toEqual({ start: 0, end: 11, text: 'cdl driv' });
  });

  it('is replaced by the picked title, keeping the other jobs, with the caret after the title', () => {
    const value = 'vet, game desig, baker';
    expect(replaceSegment(value, segmentAt(value, 15), 'Video Game Designers')).toEqual({
      value: 'vet, Video Game Designers, baker',
      caret: 25,
    });
    expect(replaceSegment('cdl driv', wholeValue('cdl driv'), 'Heavy and Tractor-Trailer Truck Drivers')).toEqual({
      value: 'Heavy and Tractor-Trailer Truck Drivers',
      caret: 39,
    });
  });

  it('finds a typed job again in the answer, whatever its case', () => {
    expect(rangeOf('Nurse, ASDF, pilot', 'asdf')).toEqual([7, 11]);
    expect(rangeOf('Nurse', 'asdf')).toBeNull();
    expect(rangeOf('Nurse', ' ')).toBeNull();
  });
});
