import { allOccupations, type Occupation } from './occupation';

/** The 23 major groups of the 2018 SOC, by the two digits every O*NET-SOC 2019 code starts with. */
export const MAJOR_GROUPS: readonly { prefix: string; title: string }[] = [
  { prefix: '11', title: 'Management' },
  { prefix: '13', title: 'Business and Financial Operations' },
  { prefix: '15', title: 'Computer and Mathematical' },
  { prefix: '17', title: 'Architecture and Engineering' },
  { prefix: '19', title: 'Life, Physical, and Social Science' },
  { prefix: '21', title: 'Community and Social Service' },
  { prefix: '23', title: 'Legal' },
  { prefix: '25', title: 'Educational Instruction and Library' },
  { prefix: '27', title: 'Arts, Design, Entertainment, Sports, and Media' },
  { prefix: '29', title: 'Healthcare Practitioners and Technical' },
  { prefix: '31', title: 'Healthcare Support' },
  { prefix: '33', title: 'Protective Service' },
  { prefix: '35', title: 'Food Preparation and Serving Related' },
  { prefix: '37', title: 'Building and Grounds Cleaning and Maintenance' },
  { prefix: '39', title: 'Personal Care and Service' },
  { prefix: '41', title: 'Sales and Related' },
  { prefix: '43', title: 'Office and Administrative Support' },
  { prefix: '45', title: 'Farming, Fishing, and Forestry' },
  { prefix: '47', title: 'Construction and Extraction' },
  { prefix: '49', title: 'Installation, Maintenance, and Repair' },
  { prefix: '51', title: 'Production' },
  { prefix: '53', title: 'Transportation and Material Moving' },
  { prefix: '55', title: 'Military Specific' },
];

export interface MajorGroup {
  /** The group's SOC code ("15-0000"). */
  code: string;
  title: string;
  /** Its occupations, by title. */
  occupations: readonly Occupation[];
}

let groups: readonly MajorGroup[] | undefined;

/** Every occupation under its major group, the groups in SOC order (built once). */
export function majorGroups(): readonly MajorGroup[] {
  groups ??= MAJOR_GROUPS.map(({ prefix, title }) => ({
    code: `${prefix}-0000`,
    title,
    occupations: allOccupations()
      .filter((o) => o.code.startsWith(`${prefix}-`))
      .sort((a, b) => a.title.localeCompare(b.title, 'en')),
  }));
  return groups;
}
