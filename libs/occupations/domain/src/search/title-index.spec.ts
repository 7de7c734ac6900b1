import { CONTRACT_NAMES, CONTRACT_OCCUPATIONS, occupationSearchContract } from '../testing';
import { TitleIndexSearch } from './title-index';

occupationSearchContract(
  'TitleIndexSearch (MiniSearch)',
  () => new TitleIndexSearch(CONTRACT_OCCUPATIONS, CONTRACT_NAMES),
);
