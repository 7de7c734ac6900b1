import type { OccupationsItem } from '../model/occupations-item';
import type { OccupationsItemRepository } from '../ports/occupations-item-repository.port';

/** The item repository in memory, for the use cases' tests. */
export class InMemoryOccupationsItems implements OccupationsItemRepository {
  private readonly items = new Map<string, OccupationsItem>();

  async add(item: OccupationsItem): Promise<void> {
    this.items.set(item.id, item);
  }

  async findById(id: string): Promise<OccupationsItem | null> {
    return this.items.get(id) ?? null;
  }

  all(): OccupationsItem[] {
    return [...this.items.values()];
  }
}
