import { describe, expect, it } from 'vitest';
import {
  NextOccupationsResponse,
  OccupationDetail,
  OccupationSearchResponse,
  OccupationsByInterestsResponse,
  SignatureQuestsResponse,
} from '@sidequest/contracts';
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

describe('GET /api/occupations/:code (an occupation page)', () => {
  it('answers its description, core tasks, job zone in words, interests and related occupations, cacheable', async () => {
    const res = await call(url('/occupations/47-2111.00'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const body = OccupationDetail.parse(await res.json());
    expect(body).toMatchObject({ code: '47-2111.00', title: 'Electricians' });
    expect(body.tasks).toHaveLength(5);
    expect(body.job_zone?.name).toMatch(/^Job Zone Three/);
    expect(body.interests?.high_points).toMatch(/^R/);
    expect(body.related.length).toBeGreaterThan(0);
  });

  it('answers a 2010 code with its successor, 404 for a code O*NET never had, 400 for no code at all', async () => {
    expect(OccupationDetail.parse(await (await call(url('/occupations/15-1132.00'))).json()).code).toBe('15-1252.00');
    expect((await call(url('/occupations/99-9999.99'))).status).toBe(404);
    const bad = await call(url('/occupations/electrician'));
    expect(bad.status).toBe(400);
    expect(typeof (await bad.json()).error).toBe('string');
  });
});

describe('GET /api/occupations/:code/next (Try next after a quest)', () => {
  it('answers three to five related occupations, close ones for "more" and of another bent for "different"', async () => {
    const more = await call(url('/occupations/47-2031.00/next?direction=more'));
    expect(more.status).toBe(200);
    expect(more.headers.get('cache-control')).toBe('public, max-age=3600');
    const close = NextOccupationsResponse.parse(await more.json()).occupations;
    expect(close.length).toBeGreaterThanOrEqual(3);
    const related = OccupationDetail.parse(await (await call(url('/occupations/47-2031.00'))).json()).related;
    expect(close.every((o) => related.some((r) => r.code === o.code))).toBe(true);
    const other = NextOccupationsResponse.parse(
      await (await call(url('/occupations/47-2031.00/next?direction=different'))).json(),
    ).occupations;
    expect(other.length).toBeGreaterThanOrEqual(3);
    for (const { code } of other) {
      const detail = OccupationDetail.parse(await (await call(url(`/occupations/${code}`))).json());
      expect(detail.interests?.high_points[0]).not.toBe('R');
    }
  });

  it('answers 400 for a direction it does not know or none, 404 for a code O*NET never had', async () => {
    for (const query of ['', '?direction=sideways']) {
      const res = await call(url(`/occupations/47-2031.00/next${query}`));
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatch(/direction/);
    }
    expect((await call(url('/occupations/99-9999.99/next?direction=more'))).status).toBe(404);
    expect((await call(url('/occupations/carpenter/next?direction=more'))).status).toBe(400);
  });
});

describe('POST /api/occupations/by-interests (the interest profiler)', () => {
  it('ranks occupations by fit, within the job zones asked for', async () => {
    const interests = { R: 7, I: 2, A: 1, S: 1, E: 1, C: 3 };
    const res = await call(url('/occupations/by-interests'), { body: { interests, zones: [2, 3], limit: 5 } });
    expect(res.status).toBe(200);
    const { results } = OccupationsByInterestsResponse.parse(await res.json());
    expect(results).toHaveLength(5);
    for (const r of results) expect([2, 3]).toContain(r.job_zone);
    expect(results.map((r) => r.fit)).toEqual([...results.map((r) => r.fit)].sort((a, b) => b - a));
  });

  it('answers a clear 400 for an interest out of range or a job zone that does not exist', async () => {
    for (const body of [
      { interests: { R: 9, I: 2, A: 1, S: 1, E: 1, C: 3 } },
      { interests: { R: 7, I: 2, A: 1, S: 1, E: 1 } },
      { interests: { R: 7, I: 2, A: 1, S: 1, E: 1, C: 3 }, zones: [6] },
    ]) {
      const res = await call(url('/occupations/by-interests'), { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof (await res.json()).error).toBe('string');
    }
  });
});

describe('GET /api/quests/signature (signature quests of a few occupations)', () => {
  it('answers each code asked with its signature quests as cards, none for an unknown code', async () => {
    const res = await call(url('/quests/signature?codes=47-2111.00,15-2051.00,99-9999.99'));
    expect(res.status).toBe(200);
    const { occupations } = SignatureQuestsResponse.parse(await res.json());
    expect(occupations.map((o) => o.code)).toEqual(['47-2111.00', '15-2051.00', '99-9999.99']);
    expect(occupations[0].quests[0].occupation).toEqual({ code: '47-2111.00', title: 'Electricians' });
    expect(occupations[1].quests.length).toBeGreaterThanOrEqual(1);
    expect(occupations[2].quests).toEqual([]);
    expect((await call(url('/quests/signature?codes=nurse'))).status).toBe(400);
    expect((await call(url('/quests/signature'))).status).toBe(400);
  });
});
