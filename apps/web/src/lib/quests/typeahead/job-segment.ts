/** The part of a field the typeahead completes: raw bounds in the value and the trimmed words. */
export interface JobSegment {
  start: number;
  end: number;
  text: string;
}

/** The whole value, for a field that holds one job. */
export const wholeValue = (value: string): JobSegment => ({ start: 0, end: value.length, text: value.trim() });

/** The comma-separated job the caret is in, for a field that lists several ("vet, game designer, bak|"). */
export function segmentAt(value: string, caret: number): JobSegment {
  const at = Math.max(0, Math.min(caret, value.length));
  const start = value.lastIndexOf(',', at - 1) + 1;
  const comma = value.indexOf(',', at);
  const end = comma === -1 ? value.length : comma;
  return { start, end, text: value.slice(start, end).trim() };
}

/** The value with the segment replaced by `title`, and where the caret goes after it. */
export function replaceSegment(value: string, segment: JobSegment, title: string): { value: string; caret: number } {
  const before = value.slice(0, segment.start);
  const lead = before === '' ? '' : ' ';
  return {
    value: `${before}${lead}${title}${value.slice(segment.end)}`,
    caret: before.length + lead.length + title.length,
  };
}

/** Where `typed` sits in `value` (case-insensitive), to select it when the person types it again. */
export function rangeOf(value: string, typed: string): [number, number] | null {
  const at = value.toLowerCase().indexOf(typed.trim().toLowerCase());
  return typed.trim() === '' || at === -1 ? null : [at, at + typed.trim().length];
}
