import aliases from '../data/aliases.json';
import { REVIEWED_WORDS } from '../data/reviewed-words';
import { TitleIndexSearch, type IndexedTitle, type TitleIndexSnapshot } from '../search/title-index';
import { allOccupations, alternateTitles } from './occupation';

/**
 * The project's own names for occupations, by O*NET-SOC 2019 code: lay words, acronyms (capitals kept) and
 * German, French and Spanish names (data/aliases.json; catalogue-search.spec.ts checks each names one occupation).
 */
export const ALIASES: Readonly<Record<string, readonly string[]>> = aliases;

/** Every name the search knows: O*NET's titles and alternate titles, and the project's own aliases. */
export function* catalogueNames(): Generator<IndexedTitle> {
  for (const [word, codes] of Object.entries(REVIEWED_WORDS))
    for (const [priority, code] of codes.entries()) yield { code, text: word, source: 'alias', priority };
  for (const [code, names] of Object.entries(ALIASES)) for (const text of names) yield { code, text, source: 'alias' };
  for (const { code, title } of allOccupations()) yield { code, text: title, source: 'title' };
  for (const [code, titles] of alternateTitles()) for (const text of titles) yield { code, text, source: 'alternate' };
}

let search: TitleIndexSearch | undefined;

/** The search over the whole catalogue, built on first use (unless restored) and kept for the life of the process. */
export function catalogueSearch(): TitleIndexSearch {
  search ??= new TitleIndexSearch(allOccupations(), catalogueNames());
  return search;
}

/** The catalogue's search restored from `catalogueSearch().snapshot()`, taken when the same code was built. */
export function restoreCatalogueSearch(snapshot: TitleIndexSnapshot): TitleIndexSearch {
  search = new TitleIndexSearch(allOccupations(), snapshot);
  return search;
}

let acronyms: ReadonlySet<string> | undefined;

/** Words some name writes in capitals ("HVAC", "CDL", "RNs"), lower case and singular: quests write them in capitals. */
export function catalogueAcronyms(): ReadonlySet<string> {
  if (!acronyms) {
    const found = new Set<string>();
    for (const { text } of catalogueNames())
      for (const word of text.split(/[^\p{L}\p{N}]+/u))
        if (/^[A-Z]{2,5}s?$/.test(word) && !/^[IVX]+$/.test(word)) found.add(word.replace(/s$/, '').toLowerCase());
    acronyms = found;
  }
  return acronyms;
}
