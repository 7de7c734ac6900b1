import type { EntityManager } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { requestEntityManager, runInRequestContext } from './request-context';

/** A root EntityManager that counts its forks; each fork asks for the context while it is built, as MikroORM's do. */
function fakeRoot() {
  const forks: object[] = [];
  const root = {
    fork: (options: { useContext?: boolean; disableContextResolution?: boolean }) => {
      expect(options).toMatchObject({ useContext: true, disableContextResolution: true });
      expect(requestEntityManager('default')).toBeUndefined(); // no recursion while forking
      const fork = { id: forks.length };
      forks.push(fork);
      return fork;
    },
  };
  return { root: root as unknown as EntityManager, forks };
}

describe('lazy request context', () => {
  it('forks nothing for a request that never asks for the EntityManager', async () => {
    const { root, forks } = fakeRoot();
    await runInRequestContext(root, async () => {
      await Promise.resolve();
    });
    expect(forks).toHaveLength(0);
  });

  it('forks once per request, on first use, and keeps that fork across awaits', async () => {
    const { root, forks } = fakeRoot();
    const seen = await runInRequestContext(root, async () => {
      const first = requestEntityManager('default');
      await new Promise((r) => setTimeout(r, 1));
      return [first, requestEntityManager('default')];
    });
    expect(forks).toHaveLength(1);
    expect(seen[0]).toBe(forks[0]);
    expect(seen[1]).toBe(forks[0]);
  });

  it('gives concurrent requests their own forks', async () => {
    const { root, forks } = fakeRoot();
    const [a, b] = await Promise.all([
      runInRequestContext(root, async () => (await Promise.resolve(), requestEntityManager('default'))),
      runInRequestContext(root, async () => (await Promise.resolve(), requestEntityManager('default'))),
    ]);
    expect(forks).toHaveLength(2);
    expect(a).not.toBe(b);
  });

  it('falls back to MikroORM’s own context outside a request', () => {
    expect(requestEntityManager('default')).toBeUndefined();
  });
});
