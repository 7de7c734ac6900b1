import { describe, expect, it } from 'vitest';
import { buildOccupationsUseCases } from '../occupations-use-cases';
import { InMemoryOccupationsItems } from '../testing';

const now = new Date('2026-01-01T09:00:00Z');

function setup() {
  const items = new InMemoryOccupationsItems();
  let count = 0;
  const useCases = buildOccupationsUseCases({
    items,
    ids: { next: () => `item-${++count}` },
    clock: { now: () => now },
  });
  return { items, useCases };
}

describe('AddOccupationsItem', () => {
  it('stores the item with a trimmed title, its id and the time', async () => {
    const { items, useCases } = setup();

    const result = await useCases.addItem.execute({ title: '  First item  ' });

    const item = { id: 'item-1', title: 'First item', createdAt: now };
    expect(result).toEqual({ ok: true, value: item });
    expect(await items.findById('item-1')).toEqual(item);
  });

  it('refuses an empty or too long title and stores nothing', async () => {
    const { items, useCases } = setup();

    for (const title of ['   ', 'x'.repeat(201)]) {
      const result = await useCases.addItem.execute({ title });
      expect(result.ok ? 'stored' : result.error.kind).toBe('invalid');
    }
    expect(items.all()).toEqual([]);
  });
});
