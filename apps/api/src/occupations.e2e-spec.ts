import { describe, expect, it } from 'vitest';
import { OccupationSearchResponse } from '@sidequest/contracts';
import { call } from './testing/auth-http';
import { useTestApi } from './testing/test-api';

const api = useTestApi();
const url = (path: string) => `${api.url}/api${path}`;
const search = (query: string) => call(url(`/occupations/search?${query}`));

describe('GET /api/occupations/search (the typeahead)', () => {
  it('finds the occupation behind a title as it is typed, best first, for anyone, and lets it be cached', async () => {
    const res = await search('q=wind%20turbin%20tech');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const body = OccupationSearchResponse.parse(await res.json());
    expect(body.query).toBe('wind turbin tech');
    expect(body.results[0]).toMatchObject({ code: '49-9081.00', title: 'Wind Turbine Service Technicians' });
    expect(body.results[0].score).toBeGreaterThanOrEqual(0.8);
    expect(body.results[0].score).toBeLessThan(1);
    const cdl = OccupationSearchResponse.parse(await (await search('q=CDL%20Driver&limit=3')).json());
    expect(cdl.results[0]).toMatchObject({
      code: '53-3032.00',
      score: 1,
      matched: expect.stringMatching(/^CDL Driver/),
    });
    expect(cdl.results.length).toBeLessThanOrEqual(3);
  });

  it('answers no occupation for words that name no job', async () => {
    const body = OccupationSearchResponse.parse(await (await search('q=asdf')).json());
    expect(body.results.filter((hit) => hit.score >= 0.5)).toEqual([]);
  });

  it('answers a clear 400 for no query, a long one, or a limit out of range', async () => {
    for (const [query, message] of [
      ['', 'Type a job title to search for.'],
      ['q=%20%20', 'Type a job title to search for.'],
      [`q=${'a'.repeat(101)}`, 'A job title must be at most 100 characters.'],
      ['q=nurse&limit=0', 'limit must be a whole number from 1 to 10.'],
      ['q=nurse&limit=11', 'limit must be a whole number from 1 to 10.'],
      ['q=nurse&limit=two', 'limit must be a whole number from 1 to 10.'],
    ]) {
      const res = await search(query);
      expect(res.status, query).toBe(400);
      expect((await res.json()).error, query).toBe(message);
    }
  });
});
