/**
 * Bare job words that name many occupations. Each goes to the occupation most people mean by it (the
 * first code, the largest in employment among the candidates), and the card offers the others as
 * "Did you mean". Reviewed by hand; `occupations.spec.ts` checks every code is in the catalogue and
 * that no word lists more than three alternatives.
 */
export const AMBIGUOUS_WORDS: Readonly<Record<string, readonly [string, ...string[]]>> = {
  engineer: ['17-2141.00', '17-2051.00', '17-2071.00', '15-1132.00'],
  designer: ['27-1024.00', '27-1025.00', '27-1022.00', '27-1021.00'],
  analyst: ['13-1111.00', '13-2051.00', '15-1121.00', '13-1161.00'],
  technician: ['49-3023.00', '17-3023.00', '29-2012.00', '49-9021.00'],
  teacher: ['25-2021.00', '25-2031.00', '25-2022.00', '25-2011.00'],
  manager: ['11-1021.00', '11-2022.00', '11-3031.00', '11-9111.00'],
  nurse: ['29-1141.00', '29-2061.00', '29-1171.00', '31-1014.00'],
  doctor: ['29-1062.00', '29-1063.00', '29-1067.00', '29-1069.00'],
  physician: ['29-1062.00', '29-1063.00', '29-1067.00', '29-1069.00'],
  developer: ['15-1132.00', '15-1134.00', '15-1133.00'],
  programmer: ['15-1131.00', '15-1132.00', '15-1134.00'],
  mechanic: ['49-3023.00', '49-3031.00', '49-3011.00', '49-9021.00'],
  pilot: ['53-2011.00', '53-2012.00'],
  driver: ['53-3032.00', '53-3033.00', '53-3021.00', '53-3041.00'],
  artist: ['27-1013.00', '27-1014.00', '27-1011.00'],
  therapist: ['29-1123.00', '29-1122.00', '21-1014.00', '29-1127.00'],
  counselor: ['21-1014.00', '21-1012.00', '21-1015.00'],
  counsellor: ['21-1014.00', '21-1012.00', '21-1015.00'],
  assistant: ['43-6014.00', '31-9092.00', '29-1071.00', '31-9091.00'],
  consultant: ['13-1111.00', '13-2052.00', '15-1121.00'],
  architect: ['17-1011.00', '17-1012.00', '15-1143.00'],
  cook: ['35-2014.00', '35-1011.00', '35-2012.00', '35-2015.00'],
  police: ['33-3051.00', '33-3021.01'],
  'police officer': ['33-3051.00', '33-3021.01'],
};
