import type { SignatureMilestone } from '../catalogue/signatures/signature';
import { signatureEntry } from '../catalogue/occupations';
import type { SignatureEntry } from '../catalogue/signatures/signature';
import { SIGNATURE_ENTRIES } from '../catalogue/signatures/signatures';

/**
 * A signature quest's id carries its occupation and which of its quests it is:
 * `q-<field>-<code>-s<index>-<hash>`, e.g. `q-healthcare-29-1224.00-s0-1x2y3z`. The field stays first
 * so a plan generator that only knows fields still finds one.
 */
const SIGNATURE_ID = /^q-[a-z]+-(\d{2}-\d{4}\.\d{2})-s(\d)-/;

/** The id's kind part (before the hash) for an occupation's signature quest. */
export const signatureQuestId = (field: string, code: string, which: number): string => `${field}-${code}-s${which}`;

/**
 * The occupation code and quest index a signature quest id names, if it is one. An id made before the move to
 * O*NET-SOC 2019 still names its 2010 code: readers resolve it with `currentCode` (occupations).
 */
export function parseSignatureQuestId(id: string): { code: string; which: number } | null {
  const found = SIGNATURE_ID.exec(id);
  return found ? { code: found[1], which: Number(found[2]) } : null;
}

export const isSignatureQuestId = (id: string): boolean => SIGNATURE_ID.test(id);

/** The milestones written for the signature quest an id names, or null (not a signature id, or no such entry). */
export function signaturePlanSteps(
  id: string,
  entries: readonly SignatureEntry[] = SIGNATURE_ENTRIES,
): readonly SignatureMilestone[] | null {
  const parsed = parseSignatureQuestId(id);
  if (!parsed) return null;
  const quest = signatureEntry(parsed.code, entries)?.quests[parsed.which];
  return quest && quest.plan.length >= 3 ? quest.plan : null;
}
