/** One occupation a search found, with how well what was typed fits it. */
export interface OccupationHit {
  /** O*NET-SOC 2019 code. */
  readonly code: string;
  /** The occupation's O*NET title. */
  readonly title: string;
  /**
   * How well the words fit, 0 to 1: 1 is a known title or alias word for word (in any order, any case, plural or
   * with level words such as "senior"); a typo, a prefix or a title only partly typed scores less.
   */
  readonly score: number;
  /** The title or alias the words matched best ("CDL Driver"). */
  readonly matched: string;
}

/**
 * Finds the occupations behind a typed job title, best first, one hit per occupation. Pure and synchronous:
 * the catalogue is data shipped with the code. Every adapter passes `occupationSearchContract` (testing/).
 */
export interface OccupationSearch {
  search(text: string, limit?: number): readonly OccupationHit[];
}
