import { FIELD_QUESTS } from './field-quests';
import { FIELDS, type Field } from './fields';
import { CATALOGUE_OCCUPATIONS } from './occupation-fields';

/**
 * Words that name one kind of work, each with the occupation titles that do that work. A field's
 * template is read for every occupation mapped to the field: if it uses such a word, every one of
 * those occupations must do that work (its title matches). "Taking a pulse" is pharmacy-blind, "on
 * the road" ship-blind: so the templates talk about the job's own day, people, words and tools in
 * general (with {who} and {topic} naming the job), and keep work-specific words for fields where every
 * occupation does the work (every rescue title is about fire). Reviewed; extend with care.
 */
export const WORK_SPECIFIC: readonly (readonly [words: RegExp, fits: RegExp])[] = [
  [
    /\b(patients?|pulse|first-aid|bedside|wards?)\b/i,
    /nurs|physician|surgeon|paramedic|emergency medical|midwi|practitioner|anesthe/i,
  ],
  [/\b(bridges?|levers?|forces)\b/i, /civil|structural|mechanical/i],
  [/\b(lesson|classroom|pupils?)\b/i, /teacher|instructor|tutor|professor/i],
  [/\b(datasets?|spreadsheets?)\b/i, /data|statistic|analyst|actuar|mathemat/i],
  [/\b(carbon footprint|litter|tree planting|clean-up)\b/i, /environmental|conservation|sustainab|climate/i],
  [/\b(customers?|sell|selling|business plan|earned)\b/i, /sales|retail|marketing|owner|executive/i],
  [/\b(broken|repair)\b/i, /repair|mechanic|installer|technician|maintenance/i],
  [
    /\b(court cases?|police|renting|cycling|incident reports?)\b/i,
    /police|court|judge|lawyer|attorney|detective|paralegal/i,
  ],
  [/\b(news|articles?|local story)\b/i, /reporter|journalist|news|correspondent/i],
  [
    /\b(dish|plating|plate|mise en place|ingredients?|recipe|cook it)\b/i,
    /chef|cook|baker|food prep|butcher|batchmaker/i,
  ],
  [/\b(shelter|pets?|body language)\b/i, /animal|veterinar|kennel|groom|trainer|caretaker/i],
  [/\b(warm-up|cool-down|training session|match)\b/i, /athlet|coach|fitness|trainer|referee|umpire/i],
  [/\b(flights?|airports?|pre-flight|fly|flies|flying)\b/i, /pilot|flight|air traffic|airfield/i],
  [/\b(outfits?|garments?|collection)\b/i, /fashion|tailor|dressmak|costume|apparel/i],
  [/\b(melody|song|bars of|scene)\b/i, /music|singer|compos|actor|dancer|choreograph/i],
  [/\b(experiments?)\b/i, /scien|chemist|physicist|biolog|laborator/i],
  [/\b(seeds?|crops?|cress|radish|plot)\b/i, /farm|crop|grower|greenhouse|nursery|agricultural work/i],
  [/\b(passwords?|phishing|capture-the-flag)\b/i, /security|cyber|penetration|forensics/i],
  [/\b(delivery route|parcel|on the road|stops)\b/i, /driver|courier|delivery|truck|chauffeur/i],
  [/\b(core loop|one-page game)\b/i, /game/i],
  [/\b(programs?|open-source|bugs?|automate)\b/i, /software|developer|programmer|web|computer/i],
  [/\b(makeup|salon|complete look|haircut)\b/i, /hair|barber|cosmetolog|makeup|manicur|skincare|shampoo/i],
  [/\b(company report|annual report|savings|invest)\b/i, /financ|invest|account|auditor|treasur|bank/i],
  [/\b(mood board|floor plan|redesign)\b/i, /design|architect|drafter/i],
  [/\b(300 words|prompt)\b/i, /writer|author|poet/i],
  [/\b(fire|fire station|escape routes?)\b/i, /fire/i],
  [/\b(artwork|sketch habit|composition)\b/i, /artist|illustrat|painter|sculpt|art direct/i],
];

export interface TemplateMisfit {
  field: Field;
  template: string;
  code: string;
  title: string;
  word: string;
}

/** Every (field template, occupation of that field) pair where the template names work the occupation does not do. */
export function templateMisfits(): TemplateMisfit[] {
  const misfits: TemplateMisfit[] = [];
  for (const field of FIELDS) {
    const occupations = CATALOGUE_OCCUPATIONS.filter((o) => o.field === field);
    for (const [action, description] of FIELD_QUESTS[field]) {
      const text = `${action} ${description}`;
      for (const [words, fits] of WORK_SPECIFIC) {
        const word = words.exec(text)?.[0];
        if (!word) continue;
        for (const o of occupations)
          if (!fits.test(o.title)) misfits.push({ field, template: action, code: o.code, title: o.title, word });
      }
    }
  }
  return misfits;
}
