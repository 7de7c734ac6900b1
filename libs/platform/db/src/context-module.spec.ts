import { describe, expect, it } from 'vitest';
import { defineContext, migrationsOf, workerModulesOf } from './context-module';

class AModule {}
class AWorker {}
class BModule {}
const migration = (name: string) => ({ name, class: class {} as never });

describe('defineContext', () => {
  const a = defineContext({ name: 'alpha', module: AModule, worker: AWorker, migrations: [migration('M2_alpha')] });
  const b = defineContext({ name: 'beta', module: BModule, migrations: [migration('M1_beta'), migration('M3_beta')] });

  it('derives every migration, platform first, in name order', () => {
    expect(migrationsOf([a, b], [migration('M0_mail')]).map((m) => m.name)).toEqual([
      'M0_mail',
      'M1_beta',
      'M2_alpha',
      'M3_beta',
    ]);
  });
  it('refuses a migration name used twice', () => {
    const clash = defineContext({ name: 'gamma', module: BModule, migrations: [migration('M2_alpha')] });
    expect(() => migrationsOf([a, clash])).toThrow(/M2_alpha/);
  });
  it('lists only the worker modules that exist', () => {
    expect(workerModulesOf([a, b])).toEqual([AWorker]);
  });
  it('wants a lower-case name, since it names the queue', () => {
    expect(() => defineContext({ name: 'Quests', module: AModule, migrations: [] })).toThrow();
  });
});
