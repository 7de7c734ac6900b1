import { OCCUPATIONS_TSV } from '../data/occupations.data';
import { ALTERNATE_TITLES_TSV } from '../data/alternate-titles.data';

/** One O*NET-SOC 2019 occupation, as O*NET 29.3 describes it. */
export interface Occupation {
  /** O*NET-SOC 2019 code, as O*NET OnLine writes it ("15-1252.00"). */
  readonly code: string;
  /** O*NET's title ("Software Developers"). */
  readonly title: string;
  /** O*NET's one-paragraph description. */
  readonly description: string;
  /** How much preparation the work needs, 1 (little or none) to 5 (extensive); null where O*NET gives none. */
  readonly jobZone: number | null;
}

const lines = (tsv: string) => tsv.split('\n').map((line) => line.split('\t'));

let occupations: readonly Occupation[] | undefined;
let alternates: ReadonlyMap<string, readonly string[]> | undefined;

/** Every occupation of O*NET 29.3, in code order (parsed once, on first use). */
export function allOccupations(): readonly Occupation[] {
  occupations ??= lines(OCCUPATIONS_TSV).map(([code, title, zone, description]) => ({
    code,
    title,
    description,
    jobZone: zone ? Number(zone) : null,
  }));
  return occupations;
}

/** Each occupation's alternate titles ("CDL Driver", "Floral Artist"), with O*NET's short forms. */
export function alternateTitles(): ReadonlyMap<string, readonly string[]> {
  alternates ??= new Map(lines(ALTERNATE_TITLES_TSV).map(([code, titles]) => [code, titles.split('|')]));
  return alternates;
}
