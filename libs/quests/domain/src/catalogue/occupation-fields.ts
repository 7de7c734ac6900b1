import type { Field } from './fields';
import { allOccupations, currentCode } from '@sidequest/occupations-domain';

/** Title keywords that decide the field before the SOC major group does; first match wins. */
const TITLE_RULES: readonly (readonly [RegExp, Field])[] = [
  [/video game|game design/i, 'games'],
  [/\bgaming\b|\bslot\b|casino/i, 'business'],
  [/nann(y|ies)|childcare|residential advis/i, 'social'],
  [/tour guide|travel guide/i, 'food'],
  [/projectionist/i, 'media'],
  [/embalm/i, 'social'],
  [/information security|cyber|penetration|digital forensic/i, 'security'],
  [/veterinar|animal|zoolog|wildlife|fish and game|kennel|groom/i, 'animals'],
  [/aircraft|airline|aerospace|avionic|air traffic|pilot|flight|airfield|astronom|space/i, 'aviation'],
  [
    /fashion|tailor|dressmak|\bsewers, hand|sewing|textile|\bfabric\b|shoe|jewel|costume|milliner|upholster/i,
    'fashion',
  ],
  [/music|singer|dancer|choreograph|\bactor|compos|disc jockey|entertain|performer/i, 'music'],
  [/firefight|fire fight|fire inspector|fire investigat|forest fire|fire prevention/i, 'rescue'],
  [/athlet|coach|umpire|referee|\bsports?\b|fitness|exercise|recreation|lifeguard/i, 'sports'],
  [
    /reporter|journalist|editor|news|broadcast|announcer|camera|film|video|photograph|public relations|\bmedia\b/i,
    'media',
  ],
  [/\bwriters?\b|\bauthors?\b|\bpoets?\b|technical writ/i, 'writing'],
  [/architect|interior design|graphic design|industrial design|landscape arch|designer|drafter/i, 'design'],
  [
    /chef|cook|baker|butcher|food|bartender|waiter|waitress|host|dishwasher|dining|restaurant|lodging|hotel|concierge|meat|slaughter|baggage porter/i,
    'food',
  ],
  [
    /farm|agricultur|crop|\branch|nursery|greenhouse|harvest|logging|forest and conserv|fishing|fisher|hunting|grader and sorter|irrigation/i,
    'farming',
  ],
  [
    /environment|conservation|forest|soil|hydrolog|climate|sustainab|recycl|water and wastewater|wind energy|solar|geotherm|range manag|park naturalist/i,
    'environment',
  ],
  [
    /data scien|data analy|statistic|mathemat|actuar|operations research|business intelligence|database|biostatist|data ware|clinical data/i,
    'data',
  ],
  [
    /software|developer|programmer|computer|web |network|information technology|systems analyst|blockchain/i,
    'software',
  ],
  [
    /financ|account|auditor|budget|tax |credit|loan|insurance|invest(?!igat)|securities|treasur|bank|teller|bookkeep|payroll|billing|appraiser/i,
    'finance',
  ],
  [/hairdress|barber|cosmetolog|makeup|manicur|skincare|esthetic|massage|shampoo|tattoo/i, 'beauty'],
  [
    /truck|driver|delivery|logistic|freight|cargo|courier|ship|railroad|rail |locomotive|bus |taxi|chauffeur|dispatcher|material moving|transportation|captain|sailor|deck|subway|parking|packer|stocker|crane|tank car|pump/i,
    'transport',
  ],
  [
    /social work|counsel|therap|psychiatr|rehabilita|community health|childcare|clergy|religious|funeral|personal care aide|home health/i,
    'social',
  ],
  [
    /police|detective|firefight|fire |sheriff|correctional|bailiff|security guard|guard|judge|lawyer|attorney|paralegal|legal|court|law |lawyer|arbitrat|investigat|probation|emergency manag|military|infantry|special forces|intelligence/i,
    'law',
  ],
  [/teacher|instructor|tutor|professor|educat|librarian|curator|archivist|training and dev/i, 'education'],
  [
    /nurse|physician|surgeon|doctor|dentist|dental|medical|health|pharmac|therapist|clinical|radiolog|sonograph|paramedic|emt|patholog|midwife|optometr|optician|audiolog|dietit|hospital|orthotist|anesthes|cardio|psycholog/i,
    'healthcare',
  ],
  [
    /scien|chemist|physicist|biolog|geolog|geoscien|research|laborator|technician.*(biolog|chemi)|anthropolog|archeolog|econom|sociolog|historian/i,
    'science',
  ],
  [/engineer|mechatron|robotic|nanosystem|photonic/i, 'engineering'],
  [/artist|painter|sculpt|illustrat|animator|craft|art direct/i, 'arts'],
];

const GROUP_FIELDS: Record<string, Field> = {
  Management: 'business',
  'Business and Financial Operations': 'business',
  'Computer and Mathematical': 'software',
  'Architecture and Engineering': 'engineering',
  'Life, Physical, and Social Science': 'science',
  'Community and Social Service': 'social',
  Legal: 'law',
  'Educational Instruction and Library': 'education',
  'Arts, Design, Entertainment, Sports, and Media': 'arts',
  'Healthcare Practitioners and Technical': 'healthcare',
  'Healthcare Support': 'healthcare',
  'Protective Service': 'law',
  'Food Preparation and Serving Related': 'food',
  'Building and Grounds Cleaning and Maintenance': 'trades',
  'Personal Care and Service': 'beauty',
  'Sales and Related': 'business',
  'Office and Administrative Support': 'business',
  'Farming, Fishing, and Forestry': 'farming',
  'Construction and Extraction': 'trades',
  'Installation, Maintenance, and Repair': 'trades',
  Production: 'trades',
  'Transportation and Material Moving': 'transport',
  'Military Specific': 'law',
};

/** Groups where the title rules must not override the group (a "Construction Manager" stays in business). */
const GROUP_FIRST = new Set(['Construction and Extraction', 'Installation, Maintenance, and Repair', 'Production']);
const GROUP_FIRST_EXCEPT = new Set<Field>([
  'aviation',
  'fashion',
  'food',
  'animals',
  'farming',
  'transport',
  'environment',
]);

export function fieldOfOccupation(title: string, group: string): Field {
  for (const [pattern, field] of TITLE_RULES) {
    if (!pattern.test(` ${title} `)) continue;
    if (GROUP_FIRST.has(group) && !GROUP_FIRST_EXCEPT.has(field)) break;
    return field;
  }
  return GROUP_FIELDS[group] ?? 'business';
}

/** The SOC major groups, by the first two digits of a code. */
export const MAJOR_GROUPS: Readonly<Record<string, string>> = {
  '11': 'Management',
  '13': 'Business and Financial Operations',
  '15': 'Computer and Mathematical',
  '17': 'Architecture and Engineering',
  '19': 'Life, Physical, and Social Science',
  '21': 'Community and Social Service',
  '23': 'Legal',
  '25': 'Educational Instruction and Library',
  '27': 'Arts, Design, Entertainment, Sports, and Media',
  '29': 'Healthcare Practitioners and Technical',
  '31': 'Healthcare Support',
  '33': 'Protective Service',
  '35': 'Food Preparation and Serving Related',
  '37': 'Building and Grounds Cleaning and Maintenance',
  '39': 'Personal Care and Service',
  '41': 'Sales and Related',
  '43': 'Office and Administrative Support',
  '45': 'Farming, Fishing, and Forestry',
  '47': 'Construction and Extraction',
  '49': 'Installation, Maintenance, and Repair',
  '51': 'Production',
  '53': 'Transportation and Material Moving',
  '55': 'Military Specific',
};

/** An O*NET-SOC 2019 occupation with the field its quests come from. */
export interface Occupation {
  code: string;
  title: string;
  group: string;
  field: Field;
}

/** The catalogue: every occupation of O*NET 29.3 (the occupations context owns the list), with its field. */
export const CATALOGUE_OCCUPATIONS: readonly Occupation[] = allOccupations().map(({ code, title }) => {
  const group = MAJOR_GROUPS[code.slice(0, 2)];
  return { code, title, group, field: fieldOfOccupation(title, group) };
});

const BY_CODE = new Map(CATALOGUE_OCCUPATIONS.map((o) => [o.code, o]));

/** The catalogue occupation with this code; a 2010 code finds its 2019 successor. */
export const occupationByCode = (code: string): Occupation | undefined => BY_CODE.get(currentCode(code));
