// Placeholder until the aliases move from the signature entries.
export const ALIASES: Readonly<Record<string, readonly string[]>> = {};
export const REVIEWED_WORDS: Readonly<Record<string, readonly string[]>> = {};
