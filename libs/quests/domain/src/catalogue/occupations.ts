import { currentCode } from '@sidequest/occupations-domain';
import type { SignatureEntry } from './signatures/signature';
import { SIGNATURE_ENTRIES } from './signatures/signatures';

/** The signature entries by occupation code. */
export interface SignatureIndex {
  readonly entries: ReadonlyMap<string, SignatureEntry>;
}

const indexes = new WeakMap<readonly SignatureEntry[], SignatureIndex>();

/** The index of an entry list, built once and kept while the list lives (tests pass lists of their own). */
export function signatureIndex(entries: readonly SignatureEntry[] = SIGNATURE_ENTRIES): SignatureIndex {
  let index = indexes.get(entries);
  if (!index) {
    index = { entries: new Map(entries.map((entry) => [entry.code, entry])) };
    indexes.set(entries, index);
  }
  return index;
}

/** The signature entry of an occupation; a 2010 code finds its 2019 successor's. */
export const signatureEntry = (code: string, entries?: readonly SignatureEntry[]): SignatureEntry | undefined =>
  signatureIndex(entries).entries.get(currentCode(code));
