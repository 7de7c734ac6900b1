import { OCCUPATIONS_TSV } from '../data/occupations.data';
import { ALTERNATE_TITLES_TSV } from '../data/alternate-titles.data';
import { SUCCESSORS_TSV } from '../data/successors.data';

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

let successors: ReadonlyMap<string, string> | undefined;

/**
 * The 2019 code an O*NET-SOC code stands for today: a 2010 code that changed maps to its successor
 * (data/soc-2010-to-2019.tsv, checked by tools/catalogue/soc-2010-2019.spec.ts); any other code is itself.
 */
export function currentCode(code: string): string {
  successors ??= new Map(SUCCESSORS_TSV ? lines(SUCCESSORS_TSV).map(([from, to]) => [from, to]) : []);
  return successors.get(code) ?? code;
}

/** An occupation by its code, 2010 codes included; undefined for a code O*NET never had. */
export function occupationByCode(code: string): Occupation | undefined {
  byCode ??= new Map(allOccupations().map((o) => [o.code, o]));
  return byCode.get(currentCode(code));
}
let byCode: ReadonlyMap<string, Occupation> | undefined;
