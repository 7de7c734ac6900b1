/** Markup, SQL or template syntax: such a piece is kept as plain text, never treated as a job. */
const CODE_LIKE =
  /[<>{}[\];=$`|\\]|--|\/\*|\b(?:drop|select|insert|delete|update|union|truncate|alter)\b.+\b(?:table|from|into|set|select|database|where)\b/i;

const SEPARATOR = /([\n\r,;•·|/]+|\s+(?:and|or|und|oder|et|ou|y|o|&|\+)\s+|\b\d+[.)]\s+)/i;
/** The longest title (in pieces) that `wholeTitles` may hold: "Meeting, Convention, and Event Planners" is 3. */
const MAX_TITLE_PIECES = 7;

/**
 * One answer into its jobs: commas, new lines, bullets, "and"/"or" (and their German, French, Spanish
 * forms). A run of pieces that together spell one of `wholeTitles` (normalised by `normalizeTitle`) stays
 * one job, so a pasted "Meeting, Convention, and Event Planners" is not three.
 */
export function splitAnswer(
  answer: string,
  wholeTitles: ReadonlySet<string> = new Set(),
  normalizeTitle: (text: string) => string = (text) => text,
): { jobs: string[]; junk: number; rejected: string[] } {
  const parts = answer.slice(0, 500).split(SEPARATOR);
  const joined: string[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    let end = i;
    if (wholeTitles.size > 0) {
      for (let j = Math.min(parts.length - 1, i + 2 * (MAX_TITLE_PIECES - 1)); j > i; j -= 2) {
        if (wholeTitles.has(normalizeTitle(parts.slice(i, j + 1).join('')))) {
          end = j;
          break;
        }
      }
    }
    joined.push(parts.slice(i, end + 1).join(''));
    i = end - ((end - i) % 2);
  }
  const pieces = joined.map((piece) => piece.trim()).filter((piece) => piece.length > 0);
  const jobs: string[] = [];
  const rejected: string[] = [];
  for (const piece of pieces) {
    if (CODE_LIKE.test(piece) || !/\p{L}/u.test(piece)) rejected.push(piece);
    else jobs.push(piece);
  }
  return { jobs, junk: rejected.length, rejected };
}

/** The person's own words for a job, safe to show: letters, digits, spaces, hyphens and apostrophes only. */
export function cleanWords(text: string): string {
  return text
    .replace(/[^\p{L}\p{N}' -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
