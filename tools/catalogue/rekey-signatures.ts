/**
 * One-off: re-keys the signature entries (libs/quests/domain/src/catalogue/signatures/data/soc-XX.json) from
 * O*NET-SOC 2010 to 2019 codes with the committed mapping (libs/occupations/domain/src/data/soc-2010-to-2019.tsv,
 * made by soc-2010-2019.ts). Run:
 *   node tools/catalogue/rekey-signatures.ts
 *
 * - An entry whose code is the same in 2019 stays; an entry for a changed 2010 code moves to its 2019 code.
 * - Where several old entries map to one 2019 code, KEEP (decided by hand, one line per merge) names the old entry
 *   whose quests fit the 2019 occupation best; the others' aliases are merged into it (duplicates dropped) and
 *   their quests dropped.
 * - SPLITS give a 2019 occupation that has no entry of its own a quest (and aliases) from an old entry it was
 *   split from; ALIAS_MOVES hand aliases to the 2019 occupation they name (when that has no entry yet they are
 *   only taken away, for its new entry to claim).
 * - Each entry ends up in the file of its 2019 major group, files sorted by code.
 * Running it again changes nothing: 2019 codes map to themselves, and splits and moves are already done.
 * History: it ran once (commit be82aa0), before the aliases moved to the occupations context; kept as the record of
 * the merges decided by hand.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SignatureEntry as CurrentEntry, SignatureQuest } from '@sidequest/quests-domain';

/** An entry as the data held it when this ran: with its aliases, which tools/catalogue/aliases.ts has since moved. */
type SignatureEntry = CurrentEntry & { aliases: string[] };

const root = resolve(import.meta.dirname, '../..');
const dataDir = resolve(root, 'libs/quests/domain/src/catalogue/signatures/data');

/** 2019 code → the old (2010) entry whose quests it keeps, where several old entries meet. Reasons in comments. */
export const KEEP: Readonly<Record<string, string>> = {
  '11-2021.00': '11-2021.00', // Marketing Managers: the persona quest is general marketing; green marketing is a niche
  '11-3031.00': '11-3031.00', // Financial Managers: cash-flow forecast over comparing bank branches
  '11-3051.00': '11-3051.00', // Industrial Production Managers: factory process map over a landfill gas diagram
  '11-3071.00': '11-3071.00', // Transportation, Storage, and Distribution Managers: parcel route covers all three
  '11-9013.00': '11-9013.00', // Farmers, Ranchers, and Other Agricultural Managers: crop rotation plan
  '11-9039.00': '11-9039.00', // Education Administrators, All Other: programme list
  '13-1031.00': '13-1031.00', // Claims Adjusters, Examiners, and Investigators: mock claim report
  '13-1041.00': '13-1041.00', // Compliance Officers: rule-book checklist
  '13-2011.00': '13-2011.01', // Accountants and Auditors: the Accountants entry (two beginner quests, "accountant")
  '13-2023.00': '13-2021.00', // Appraisers and Assessors of Real Estate: valuation from nearby sales
  '13-2051.00': '13-2051.00', // Financial and Investment Analysts: P/E ratio note
  '13-2071.00': '13-2071.00', // Credit Counselors: debt repayment plan
  '15-1252.00': '15-1132.00', // Software Developers: the applications entry (two quests, "software developer")
  '15-1299.00': '15-1199.00', // Computer Occupations, All Other: software inventory over a computer operator run book
  '15-1299.02': '15-1199.05', // GIS Technologists and Technicians: digitising from aerial imagery is core GIS work
  '15-2099.00': '15-2091.00', // Mathematical Science Occupations, All Other: formula check (its data quest goes to 15-2051.00)
  '17-2031.00': '17-2031.00', // Bioengineers and Biomedical Engineers: pulse oximeter
  '17-2111.00': '17-2111.00', // Health and Safety Engineers: kitchen risk assessment
  '17-2121.00': '17-2121.00', // Marine Engineers and Naval Architects: hull stability
  '17-3011.00': '17-3011.00', // Architectural and Civil Drafters: door-wall elevation
  '17-3012.00': '17-3012.00', // Electrical and Electronics Drafters: torch schematic
  '17-3023.00': '17-3023.00', // Electrical and Electronic Engineering Technologists and Technicians: resistor bands
  '17-3024.00': '17-3024.00', // Electro-Mechanical and Mechatronics Technologists and Technicians: vending machine
  '17-3026.00': '17-3026.00', // Industrial Engineering Technologists and Technicians: standard work sheet
  '17-3026.01': '17-3029.11', // Nanotechnology Engineering Technologists and Technicians: clean room layout
  '17-3027.00': '17-3027.00', // Mechanical Engineering Technologists and Technicians: dimensioned sketch
  '17-3029.00': '17-3029.00', // Engineering Technologists and Technicians, All Other: test report
  '17-3031.00': '17-3031.00', // Surveying and Mapping Technicians: field book
  '19-1031.00': '19-1031.00', // Conservation Scientists: habitat survey
  '19-3033.00': '19-3031.00', // Clinical and Counseling Psychologists: mood and sleep diary ("psychologist")
  '19-3091.00': '19-3091.00', // Anthropologists and Archeologists: family ritual field notes
  '19-4012.00': '19-4011.00', // Agricultural Technicians: seed germination test over a pest tally
  '19-4043.00': '19-4041.00', // Geological Technicians: logging a core
  '19-4051.00': '19-4051.00', // Nuclear Technicians: background radiation
  '19-4061.00': '19-4061.00', // Social Science Research Assistants: coding answers
  '25-4022.00': '25-4021.00', // Librarians and Media Collections Specialists: the reference question
  '25-9031.00': '25-9031.00', // Instructional Coordinators: curriculum map
  '27-2012.00': '27-2012.00', // Producers and Directors: one-minute film
  '27-2041.00': '27-2041.00', // Music Directors and Composers: rehearsal score
  '27-2042.00': '27-2042.00', // Musicians and Singers: set list
  '27-3011.00': '27-3011.00', // Broadcast Announcers and Radio Disc Jockeys: radio link
  '27-3023.00': '27-3022.00', // News Analysts, Reporters, and Journalists: reporting a local story ("journalist")
  '27-3043.00': '27-3043.00', // Writers and Authors: short story
  '29-1126.00': '29-1126.00', // Respiratory Therapists: breathing rate
  '29-1224.00': '29-1069.10', // Radiologists: chest X-ray over a nuclear medicine bone scan
  '29-2034.00': '29-2034.00', // Radiologic Technologists and Technicians: positioning
  '33-1021.00': '33-1021.00', // First-Line Supervisors of Firefighting: pre-incident plan
  '33-2011.00': '33-2011.00', // Firefighters: escape plan and extinguishers
  '33-2021.00': '33-2021.00', // Fire Inspectors and Investigators: fire exits inspection
  '33-3021.00': '33-3021.00', // Detectives and Criminal Investigators: timeline from statements
  '33-3051.00': '33-3051.00', // Police and Sheriff's Patrol Officers: witness statement, description
  '35-3023.00': '35-3021.00', // Fast Food and Counter Workers: taking and assembling an order
  '39-1013.00': '39-1011.00', // First-Line Supervisors of Gambling Services Workers: pit staffing chart
  '41-3031.00': '41-3031.00', // Securities, Commodities, and Financial Services Sales Agents: fund summary
  '41-3091.00': '41-3099.00', // Sales Representatives of Services: sales email for a service
  '43-2099.00': '43-2099.00', // Communications Equipment Operators, All Other: radio log
  '43-3021.00': '43-3021.00', // Billing and Posting Clerks: ledger
  '43-4031.00': '43-4031.00', // Court, Municipal, and License Clerks: form's journey
  '43-4041.00': '43-4041.00', // Credit Authorizers, Checkers, and Clerks: credit score card
  '43-9041.00': '43-9041.00', // Insurance Claims and Policy Processing Clerks: claim form end to end
  '45-1011.00': '45-1011.00', // First-Line Supervisors of Farming, Fishing, and Forestry Workers: harvest crew plan
  '45-2092.00': '45-2092.00', // Farmworkers and Laborers, Crop, Nursery, and Greenhouse: potting on
  '45-3031.00': '45-3011.00', // Fishing and Hunting Workers: deckhand knots (fishers far outnumber hunters)
  '47-2031.00': '47-2031.00', // Carpenters: furniture joints, finding studs
  '47-2152.00': '47-2152.00', // Plumbers, Pipefitters, and Steamfitters: tracing pipes
  '47-5044.00': '53-7111.00', // Loading and Moving Machine Operators, Underground: shuttle car routes (the loader's
  //                             haulage-route quest repeats the one 47-5049.00 keeps)
  '47-5049.00': '47-5049.00', // Underground Mining Machine Operators, All Other: haulage route
  '49-2021.00': '49-2021.00', // Radio, Cellular, and Tower Equipment Installers: mast sketch
  '49-3023.00': '49-3023.00', // Automotive Service Technicians and Mechanics: weekly checks, four-stroke
  '49-9021.00': '49-9021.00', // HVAC and Refrigeration Mechanics: refrigeration cycle, room sizing
  '49-9099.00': '49-9099.00', // Installation, Maintenance, and Repair Workers, All Other: installation guide
  '51-4121.00': '51-4121.00', // Welders, Cutters, Solderers, and Brazers: weld symbols
  '51-8099.00': '51-8099.00', // Plant and System Operators, All Other: alarm list
  '51-9071.00': '51-9071.00', // Jewelers and Precious Stone and Metal Workers: how a piece was made
  '51-9124.00': '51-9121.00', // Coating, Painting, and Spraying Machine Operators: coating defects
  '51-9195.00': '51-9195.00', // Molders, Shapers, and Casters: plaster cast
  '53-4022.00': '53-4021.00', // Railroad Brake, Signal, and Switch Operators and Locomotive Firers: interlocking table
  '53-5021.00': '53-5021.00', // Captains, Mates, and Pilots of Water Vessels: passage plan
  '53-6051.00': '53-6051.00', // Transportation Inspectors: bus stop inspection
  '53-7065.00': '43-5081.00', // Stockers and Order Fillers: stock take ("stock clerk", "shelf stacker")
  '55-3019.00': '55-3019.00', // Military Enlisted Tactical Operations, All Other: phonetic alphabet
};

/** A quest of an old entry that seeds the entry of a 2019 occupation split from it, with the aliases that go along. */
export const SPLITS: readonly { from: string; quest: number; to: string; aliases: string[] }[] = [
  // "Mathematical Science Occupations, All Other" held data scientists in 2010; 2019 gives them 15-2051.00.
  {
    from: '15-2099.00',
    quest: 0,
    to: '15-2051.00',
    aliases: ['data scientist', 'Datenwissenschaftler', 'científico de datos'],
  },
  // EMTs and paramedics were one occupation; the ATMIST handover is paramedic work.
  { from: '29-2041.00', quest: 1, to: '29-2043.00', aliases: ['paramedic', 'Notfallsanitäter', 'paramédico'] },
];

/** Aliases that name a 2019 occupation split off from the entry that held them. */
export const ALIAS_MOVES: Readonly<Record<string, string>> = {
  'fundraising manager': '11-2033.00',
  'development director': '11-2033.00',
  'food science tech': '19-4013.00',
  'histology technician': '29-2012.01',
  chauffeur: '53-3053.00',
  'técnico de histología': '29-2012.01',
  Schulbegleiter: '25-9043.00', // school companions for pupils with special needs
  'auxiliaire de vie scolaire': '25-9043.00',
  // Held by a 2010 occupation whose 2019 successor no longer covers them:
  'facilities manager': '11-3013.00', // was Administrative Services Managers
  'health information technician': '29-9021.00', // was Medical Records and Health Information Technicians
  'UX designer': '15-1255.00', // was Designers, All Other
  'lighting technician': '27-4015.00', // was Media and Communication Equipment Workers, All Other
  'security supervisor': '33-1091.00', // was First-Line Supervisors of Protective Service Workers, All Other
  'calibration technician': '17-3028.00', // was Precision Instrument and Equipment Repairers, All Other
  'shuttle driver': '53-3053.00', // was Motor Vehicle Operators, All Other
};

const key = (alias: string) =>
  alias
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export function loadMapping(): Map<string, string> {
  const rows = readFileSync(resolve(root, 'libs/occupations/domain/src/data/soc-2010-to-2019.tsv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'));
  return new Map(rows.map(([from, , to]) => [from, to]));
}

/** The 1,016 O*NET-SOC 2019 codes, from the O*NET files beside the repository (../shared). */
export function load2019Codes(): Set<string> {
  const path = resolve(root, '../shared/data/onet/occupations.tsv');
  if (!existsSync(path)) throw new Error(`${path} is missing: the re-key checks codes against the O*NET 2019 list`);
  return new Set(
    readFileSync(path, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t')[0]),
  );
}

export function readEntries(): SignatureEntry[] {
  return readdirSync(dataDir)
    .filter((f) => /^soc-\d\d\.json$/.test(f))
    .sort()
    .flatMap((f) => JSON.parse(readFileSync(resolve(dataDir, f), 'utf8')) as SignatureEntry[]);
}

export function writeEntries(entries: readonly SignatureEntry[]): Map<string, number> {
  const groups = new Map<string, SignatureEntry[]>();
  for (const entry of [...entries].sort((a, b) => a.code.localeCompare(b.code))) {
    const group = entry.code.slice(0, 2);
    groups.set(group, [...(groups.get(group) ?? []), entry]);
  }
  const existing = readdirSync(dataDir).filter((f) => /^soc-\d\d\.json$/.test(f));
  for (const f of existing)
    if (!groups.has(f.slice(4, 6))) throw new Error(`${f} would be left empty; remove it and its import by hand`);
  for (const [group, list] of groups)
    writeFileSync(resolve(dataDir, `soc-${group}.json`), `${JSON.stringify(list, null, 1)}\n`);
  return new Map([...groups].map(([group, list]) => [group, list.length]));
}

export function rekey(
  entries: readonly SignatureEntry[],
  mapping: ReadonlyMap<string, string>,
  codes2019: ReadonlySet<string>,
) {
  const target = (code: string) => {
    const to = mapping.get(code) ?? code;
    if (!codes2019.has(to)) throw new Error(`${code} is neither a 2010 nor a 2019 code`);
    return to;
  };
  const byTarget = new Map<string, SignatureEntry[]>();
  for (const entry of entries) byTarget.set(target(entry.code), [...(byTarget.get(target(entry.code)) ?? []), entry]);

  const merges: string[] = [];
  const out: SignatureEntry[] = [];
  for (const [code, group] of byTarget) {
    let kept = group[0];
    if (group.length > 1) {
      const choice = KEEP[code];
      kept = group.find((e) => e.code === choice)!;
      if (!kept)
        throw new Error(`${code}: ${group.map((e) => e.code).join(', ')} meet here; say in KEEP whose quests stay`);
      merges.push(
        `${code} ← keeps ${choice}, merges ${group
          .filter((e) => e !== kept)
          .map((e) => e.code)
          .join(', ')}`,
      );
    }
    const aliases: string[] = [];
    const seen = new Set<string>();
    for (const alias of [kept, ...group.filter((e) => e !== kept)].flatMap((e) => e.aliases)) {
      if (seen.has(key(alias))) continue;
      seen.add(key(alias));
      aliases.push(alias);
    }
    out.push({ code, aliases, quests: kept.quests });
  }

  // Splits: only while the 2019 occupation has no entry (so a second run leaves them alone).
  const splits: string[] = [];
  const splitAliases = new Map<string, string>();
  for (const split of SPLITS) {
    if (out.some((e) => e.code === split.to)) continue;
    const source = entries.find((e) => e.code === split.from);
    const quest: SignatureQuest | undefined = source?.quests[split.quest];
    if (!source || !quest) throw new Error(`split ${split.from} quest ${split.quest} → ${split.to}: no such quest`);
    const holder = out.find((e) => e.quests.includes(quest));
    if (holder) {
      if (holder.quests.length === 1) throw new Error(`split would leave ${holder.code} without a quest`);
      holder.quests = holder.quests.filter((q) => q !== quest);
    }
    out.push({ code: split.to, aliases: [...split.aliases], quests: [quest] });
    for (const alias of split.aliases) splitAliases.set(key(alias), split.to);
    splits.push(`${split.to} ← quest "${quest.title}" of ${split.from}`);
  }

  // Alias moves (and the aliases that go with a split): each alias ends up on its named occupation only.
  const moves = new Map([...Object.entries(ALIAS_MOVES).map(([a, to]) => [key(a), to] as const), ...splitAliases]);
  for (const entry of out)
    entry.aliases = entry.aliases.filter((a) => !moves.has(key(a)) || moves.get(key(a)) === entry.code);
  for (const [alias, to] of Object.entries(ALIAS_MOVES)) {
    const owner = out.find((e) => e.code === to);
    if (owner && !owner.aliases.some((a) => key(a) === key(alias))) owner.aliases = [...owner.aliases, alias];
  }
  return { entries: out, merges, splits };
}

if (import.meta.main) {
  const before = readEntries();
  const { entries, merges, splits } = rekey(before, loadMapping(), load2019Codes());
  const files = writeEntries(entries);
  console.log(`${before.length} entries in, ${entries.length} out, in ${files.size} files`);
  if (merges.length) console.log(`${merges.length} merges:\n  ${merges.join('\n  ')}`);
  if (splits.length) console.log(`${splits.length} splits:\n  ${splits.join('\n  ')}`);
}
