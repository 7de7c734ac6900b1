import type { SignatureEntry, SignatureQuest } from './signature';

export const MAX_SIGNATURE_TITLE = 60;
const MAX_DESCRIPTION = 400;
const MAX_MILESTONE_TITLE = 80;
const MAX_MILESTONE_DESCRIPTION = 240;

/** Verbs a quest description may start with (imperative, lower case). */
export const OPENING_VERBS = new Set(
  `add adjust analyse annotate answer arrange ask assemble audit balance blindfold borrow break browse budget build calculate
  call catalogue categorise challenge chart check choose classify clean collect colour compare compile compose convert cook copy
  count create critique cut decode describe design diagram dictate direct dismantle do document draft draw dress estimate examine
  explain explore file fill film find fold follow frame gather go grade graph group guess hold identify imagine interview inventory
  invent itemise join keep label lay lay-out learn list listen locate log look make map mark match measure memorise mix mock model
  narrate note number observe order organise outline pack paint pair pick pitch place plan plant plot practise prepare present price
  print prioritise produce program prototype question rank rate read rearrange rebuild recite record recreate redesign redraw
  reorganise repair replay research retell review revise rewrite role-play route run sample save schedule score scout script sculpt
  search select set shadow shoot shop simulate sit sketch sort spend spot stage stand start stitch storyboard study summarise survey
  take talk taste teach test tidy time tour trace track transcribe translate trial try turn type underline use visit walk watch weigh
  work write open pull bring put tie knot carry unpack press pour brew bake boil knead slice chop plate garnish season sew knit weave
  crochet hem pin iron tune play sing hum clap dance stretch jog breathe act perform rehearse pretend scan skim highlight circle sequence
  decide derive tally photograph interview sketch wrap stack load unload assess inspect evaluate verify tour visit lay-out set-up sweep
  wipe polish fix mend sharpen stir grow water prune repot sow harvest feed groom care draw-up devise brainstorm quiz greet serve host
  coach train demonstrate show tell convince negotiate pitch sell buy cost reconcile forecast project predict audit`.split(
    /\s+/,
  ),
);

/** Things a quest can ask to be shown at the end. */
const ARTEFACTS =
  /\b(sketch|sketches|list|lists|photo|photos|photograph|recording|recorded|video|conversation|notes?|map|diagram|drawing|table|chart|plan|checklist|page|summary|log|model|timeline|script|schedule|budget|mock-?up|cards?|labels?|transcript|report|memo|letter|email|spreadsheet|storyboard|flowchart|floor plan|layout|mood board|prototype|sample|swatch|poster|flyer|brochure|menu|recipe|playlist|outline|glossary|quiz|score ?sheet|form|ticket|estimate|quote|invoice|itinerary|route|inventory|catalogue|portfolio|tally|profile|pitch|proposal|draft|essay|story|poem|brief|review|guide|card|calendar|worksheet|graph|matrix|grid|checklist|rota|roster|blueprint|pattern|bouquet|board|collage|model|mind map|questionnaire|audio|clip|paragraph|sentence|entry|record|file|plate|dish|arrangement|piece|set|kit|box|template|log sheet|chart)\b/i;

/** Actions a beginner must not be sent to do alone; reviewed, extend with care. */
export const UNSAFE =
  /\b(climb(?:ing)?|ladders?|scaffold(?:ing)?|rooftops?|on (?:a|the|your) roof|inject(?:ion|ing)?|needles?|syringes?|scalpels?|administer|dosage|medicat(?:e|ion)|prescription drugs?|drive (?:a|an|the)|driving (?:a|an|the)|steer (?:a|an|the)|operate (?:a|an|the)|forklifts?|chainsaws?|power tools?|weld(?:ing)?|solder(?:ing)?|live wires?|mains power|circuit breakers?|electrical panels?|fuse ?box|bleach|acids?|solvents?|pesticides?|firearms?|guns?|weapons?|explosives?|blasting|massage (?:a|someone|your)|pierc(?:e|ing)|restrain(?:ing)?|handcuff|sedat(?:e|ion)|x-ray (?:a|someone|your)|trespass|break into)\b/i;

const PLACEHOLDER = /[{}]|\bTODO\b|\bXXX\b|\.\.\.|lorem/i;
const LONG_TIME =
  /\b(?:(?:3[1-9]|[4-9]\d|\d{3,})\s*(?:-|\s)?min(?:ute)?s?|\d+\s*(?:-|\s)?hours?|an hour|half a day|a day|overnight)\b/i;

export const sentences = (text: string): string[] => text.split(/(?<=[.!?])\s+/).filter((s) => s.trim().length > 0);

const contentWords = (text: string): Set<string> =>
  new Set(
    text
      .toLowerCase()
      .match(/[a-z][a-z'-]{4,}/g)
      ?.map((w) => w.replace(/(?:es|s)$/, '')) ?? [],
  );

function questProblems(quest: SignatureQuest, where: string): string[] {
  const problems: string[] = [];
  const say = (problem: string) => problems.push(`${where}: ${problem}`);
  if (!quest.title.trim()) say('empty title');
  if (quest.title.length > MAX_SIGNATURE_TITLE)
    say(`title over ${MAX_SIGNATURE_TITLE} characters (${quest.title.length})`);
  const parts = sentences(quest.description);
  if (parts.length < 1 || parts.length > 3) say(`description has ${parts.length} sentences, not 1–3`);
  if (quest.description.length > MAX_DESCRIPTION) say(`description over ${MAX_DESCRIPTION} characters`);
  if (!/[.!?]$/.test(quest.description.trim())) say('description does not end a sentence');
  const first =
    quest.description
      .trim()
      .split(/[\s,]+/)[0]
      ?.toLowerCase() ?? '';
  if (!OPENING_VERBS.has(first)) say(`description starts with "${first}", not a listed verb`);
  if (!ARTEFACTS.test(quest.description)) say('description names nothing to show at the end');
  if (LONG_TIME.test(quest.description)) say('description asks for more than 30 minutes');
  for (const text of [quest.title, quest.description, ...quest.plan.flatMap((m) => [m.title, m.description])]) {
    if (PLACEHOLDER.test(text)) say(`placeholder left in "${text}"`);
    const unsafe = UNSAFE.exec(text);
    if (unsafe) say(`unsafe action "${unsafe[0]}" in "${text}"`);
  }
  if (quest.plan.length < 3 || quest.plan.length > 6) say(`plan has ${quest.plan.length} milestones, not 3–6`);
  const subject = contentWords(`${quest.title} ${quest.description}`);
  quest.plan.forEach((milestone, i) => {
    if (!milestone.title.trim() || milestone.title.length > MAX_MILESTONE_TITLE)
      say(`milestone ${i + 1} title empty or over ${MAX_MILESTONE_TITLE}`);
    if (!milestone.description.trim() || milestone.description.length > MAX_MILESTONE_DESCRIPTION)
      say(`milestone ${i + 1} description empty or over ${MAX_MILESTONE_DESCRIPTION}`);
    if (i < 2 && ![...contentWords(`${milestone.title} ${milestone.description}`)].some((w) => subject.has(w)))
      say(`milestone ${i + 1} does not name the quest's subject`);
  });
  return problems;
}

/** Every rule an entry breaks, as readable lines; empty when the entry is fine. */
export function signatureProblems(entry: SignatureEntry): string[] {
  const problems: string[] = [];
  if (!/^\d{2}-\d{4}\.\d{2}$/.test(entry.code)) problems.push(`${entry.code}: not an O*NET-SOC code`);
  if (entry.quests.length < 1 || entry.quests.length > 2)
    problems.push(`${entry.code}: has ${entry.quests.length} quests, not 1–2`);
  entry.quests.forEach((quest, i) => problems.push(...questProblems(quest, `${entry.code} quest ${i + 1}`)));
  return problems;
}
