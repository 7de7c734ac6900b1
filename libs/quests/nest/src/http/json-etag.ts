import { hash } from 'node:crypto';

// No framework imports: tools/bench/raw-baseline.ts loads this file as is, so its baseline tags the same way.

export interface TaggedJson {
  /** The UTF-8 bytes, encoded once: the hash reads them and the socket writes them as they are. */
  body: Buffer;
  /** Weak: it names the JSON value, whatever encoding a proxy might give the bytes. */
  etag: string;
}

/**
 * The answer's JSON with an ETag over exactly those bytes: it changes whenever the answer does,
 * including the per-user parts (started, locked), and never for anything the answer leaves out.
 */
export function taggedJson(value: unknown): TaggedJson {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `W/"${hash('sha1', body, 'base64url')}"` };
}

/** If-None-Match (RFC 9110 13.1.2): a list of tags or `*`, compared weakly. */
export function noneMatchHits(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return [ifNoneMatch]
    .flat()
    .join(',')
    .split(',')
    .some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
