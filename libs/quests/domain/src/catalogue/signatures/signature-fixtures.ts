import type { SignatureEntry } from './signature';
import entries from './signature-fixtures.json';

/**
 * A few hand-written entries for the engine's tests (in signature-fixtures.json, data like the real
 * files): the tests pass these in, so they hold whatever the real data files contain. They keep the
 * data rules (signature-rules.ts) like real entries.
 */
export const FIXTURE_ENTRIES: readonly SignatureEntry[] = entries;
