/**
 * The project's own names for occupations, by O*NET-SOC 2019 code: lay words, acronyms (capitals kept) and
 * German, French and Spanish names. Moved here from the signature entries by tools/catalogue/aliases.ts.
 */
export const ALIASES: Readonly<Record<string, readonly string[]>> = {};
