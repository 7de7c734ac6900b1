import { hash } from 'node:crypto';

// No framework imports: tools/bench/raw-baseline.ts loads this file as is, so its baseline tags the same way.

export interface TaggedJson {
  json: string;
  /** Weak: it names the JSON value, whatever encoding a proxy might give the bytes. */
  etag: string;
}

/**
 * The answer's JSON with an ETag over exactly that text: it changes whenever the answer does,
 * including the per-user parts (started, locked), and never for anything the answer leaves out.
 */
export function taggedJson(value: unknown): TaggedJson {
  const json = JSON.stringify(value);
  return { json, etag: `W/"${hash('sha1', json, 'base64url')}"` };
}

/** If-None-Match (RFC 9110 13.1.2): a list of tags or `*`, compared weakly. */
export function noneMatchHits(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return [ifNoneMatch].flat().join(',').split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
