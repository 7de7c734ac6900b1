import { describe, expect, it } from 'vitest';
import { jobsToTry } from './try-jobs';

describe('jobsToTry', () => {
  it('reads up to three job titles from a router state', () => {
    expect(jobsToTry({ tryJobs: ['Carpenters', 'Florists', 'Pilots', 'Chefs'] })).toEqual([
      'Carpenters',
      'Florists',
      'Pilots',
    ]);
  });

  it.each([[null], [undefined], [{}], [{ tryJobs: 'Carpenters' }], [{ tryJobs: [' ', 3, null] }]])(
    'finds none in %j',
    (state) => {
      expect(jobsToTry(state)).toEqual([]);
    },
  );
});
