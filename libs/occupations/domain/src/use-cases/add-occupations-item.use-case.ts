import type { Clock, IdGenerator, Result } from '@sidequest/kernel';
import { createOccupationsItem, type OccupationsItem } from '../model/occupations-item';
import type { OccupationsItemRepository } from '../ports/occupations-item-repository.port';

export interface AddOccupationsItemDeps {
  items: OccupationsItemRepository;
  ids: IdGenerator;
  clock: Clock;
}

/** The sample use case: a valid item is stored, an invalid one is refused and nothing is stored. */
export class AddOccupationsItem {
  constructor(private readonly deps: AddOccupationsItemDeps) {}

  async execute(input: { title: string }): Promise<Result<OccupationsItem>> {
    const item = createOccupationsItem({ id: this.deps.ids.next(), title: input.title, now: this.deps.clock.now() });
    if (!item.ok) return item;
    await this.deps.items.add(item.value);
    return item;
  }
}
