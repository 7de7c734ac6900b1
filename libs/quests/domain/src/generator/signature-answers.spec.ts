import { describe, expect, it } from 'vitest';
import { SIGNATURE_ENTRIES } from '../catalogue/signatures/signatures';
import { generateQuestDrafts } from './built-in-quest-generator';

const firstQuestOf = new Map(SIGNATURE_ENTRIES.map((entry) => [entry.code, entry.quests[0].title]));

/** Answers where every job is of one field: each job must get its own occupation's signature quest (O*NET 29.3 titles). */
const ANSWERS: [string, string[]][] = [
  ['optometrist, radiologist, midwife', ['Optometrists', 'Radiologists', 'Midwives']],
  [
    'tax lawyer, court reporter, detective',
    ['Lawyers', 'Court Reporters and Simultaneous Captioners', 'Detectives and Criminal Investigators'],
  ],
  [
    'florist, jeweller, fashion designer',
    ['Floral Designers', 'Jewelers and Precious Stone and Metal Workers', 'Fashion Designers'],
  ],
  [
    'wind turbine technician, solar installer, forester',
    ['Wind Turbine Service Technicians', 'Solar Photovoltaic Installers', 'Foresters'],
  ],
  [
    'vet, HVAC tech, Krankenschwester',
    ['Veterinarians', 'Heating, Air Conditioning, and Refrigeration Mechanics and Installers', 'Registered Nurses'],
  ],
  ['plumber, electrician, carpenter', ['Plumbers, Pipefitters, and Steamfitters', 'Electricians', 'Carpenters']],
  ['chef, baker, barista', ['Chefs and Head Cooks', 'Bakers', 'Baristas']],
  [
    'software engineer, web developer, school counselor',
    ['Software Developers', 'Web Developers', 'Educational, Guidance, and Career Counselors and Advisors'],
  ],
];

describe('three jobs, three quests about those jobs', () => {
  it.each(ANSWERS)('%s', (answer, titles) => {
    const quests = generateQuestDrafts(answer);
    expect(quests.map((q) => q.occupation?.title)).toEqual(titles);
    for (const quest of quests) expect(quest.title).toBe(firstQuestOf.get(quest.occupation!.code));
    expect(new Set(quests.map((q) => q.title)).size).toBe(3);
  });
});
