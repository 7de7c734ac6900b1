import { CONTRACT_NAMES, CONTRACT_OCCUPATIONS, occupationSearchContract } from '../testing';
import { TitleIndexSearch } from './title-index';

occupationSearchContract(
  'TitleIndexSearch (MiniSearch)',
  () => new TitleIndexSearch(CONTRACT_OCCUPATIONS, CONTRACT_NAMES),
);

occupationSearchContract('TitleIndexSearch restored from its snapshot, as the built api starts', () => {
  const built = new TitleIndexSearch(CONTRACT_OCCUPATIONS, CONTRACT_NAMES);
  return new TitleIndexSearch(CONTRACT_OCCUPATIONS, JSON.parse(JSON.stringify(built.snapshot())));
});
