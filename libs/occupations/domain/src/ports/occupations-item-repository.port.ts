import type { OccupationsItem } from '../model/occupations-item';

/** Where the context keeps its items: a table of its own (libs/occupations/nest), in memory in tests. */
export interface OccupationsItemRepository {
  add(item: OccupationsItem): Promise<void>;
  findById(id: string): Promise<OccupationsItem | null>;
}
