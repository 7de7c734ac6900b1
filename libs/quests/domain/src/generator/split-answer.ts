/** Markup, SQL or template syntax: such a piece is kept as plain text, never treated as a job. */
const CODE_LIKE = /[<>{}[\];=$`|\\]|--|\/\*|\b(?:drop|select|insert|delete|update|union|truncate|alter)\b.+\b(?:table|from|into|set|select|database|where)\b/i;

/** One answer into its jobs: commas, new lines, bullets, "and"/"or" (and their German, French, Spanish forms). */
export function splitAnswer(answer: string): { jobs: string[]; junk: number } {
  const pieces = answer
    .slice(0, 500)
    .split(/[\n\r,;•·|/]+|\s+(?:and|or|und|oder|et|ou|y|o|&|\+)\s+|\b\d+[.)]\s+/i)
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0);
  const jobs: string[] = [];
  let junk = 0;
  for (const piece of pieces) {
    if (CODE_LIKE.test(piece) || !/\p{L}/u.test(piece)) junk++;
    else jobs.push(piece);
  }
  return { jobs, junk };
}

/** The person's own words for a job, safe to show: letters, digits, spaces, hyphens and apostrophes only. */
export function cleanWords(text: string): string {
  return text
    .replace(/[^\p{L}\p{N}' -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
