import { describe, expect, it } from 'vitest';
import type { OccupationsItemRepository } from '../ports/occupations-item-repository.port';

/**
 * What every OccupationsItemRepository does, run by each adapter: the in-memory one (its spec in this
 * folder) and the table (libs/occupations/nest). `setup` gets a fresh, empty store.
 */
export function occupationsItemRepositoryContract(
  name: string,
  setup: () => OccupationsItemRepository | Promise<OccupationsItemRepository>,
): void {
  describe(`${name}: the OccupationsItemRepository contract`, () => {
    it('finds an added item by its id, with its title and time', async () => {
      const repository = await setup();
      const item = { id: crypto.randomUUID(), title: 'First item', createdAt: new Date('2026-01-01T09:00:00Z') };

      await repository.add(item);

      expect(await repository.findById(item.id)).toEqual(item);
    });

    it('answers null for an id it never stored', async () => {
      const repository = await setup();

      expect(await repository.findById(crypto.randomUUID())).toBeNull();
    });
  });
}
