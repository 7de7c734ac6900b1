import { describe, expect, it } from 'vitest';
import { noneMatchHits, taggedJson } from './json-etag';

describe('taggedJson', () => {
  it('tags exactly the JSON text: equal values share a tag, any change gives another', () => {
    const one = taggedJson({ quests: [{ quest_id: 'a', started: false }] });
    expect(one.body.toString()).toBe('{"quests":[{"quest_id":"a","started":false}]}');
    expect(one.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(taggedJson({ quests: [{ quest_id: 'a', started: false }] }).etag).toBe(one.etag);
    expect(taggedJson({ quests: [{ quest_id: 'a', started: true }] }).etag).not.toBe(one.etag);
  });
});

describe('noneMatchHits', () => {
  const etag = 'W/"abc"';
  it('compares weakly, in a list, and takes a star', () => {
    expect(noneMatchHits('W/"abc"', etag)).toBe(true);
    expect(noneMatchHits('"abc"', etag)).toBe(true);
    expect(noneMatchHits('"x", W/"abc"', etag)).toBe(true);
    expect(noneMatchHits(['"x"', 'W/"abc"'], etag)).toBe(true);
    expect(noneMatchHits('*', etag)).toBe(true);
  });

  it('misses without the header or with other tags', () => {
    expect(noneMatchHits(undefined, etag)).toBe(false);
    expect(noneMatchHits('', etag)).toBe(false);
    expect(noneMatchHits('W/"abd", "ab"', etag)).toBe(false);
  });
});
