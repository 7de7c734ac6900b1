import { describe, expect, it } from 'vitest';
import { staticClosure } from './entry-budget.plugin';

describe('staticClosure', () => {
  it('follows static imports from the roots and leaves lazy-only chunks out', () => {
    const chunk = (fileName: string, imports: string[] = []) => ({ type: 'chunk' as const, fileName, imports });
    const bundle = {
      'index.js': chunk('index.js', ['vendor.js']),
      'vendor.js': chunk('vendor.js'),
      'Landing.js': chunk('Landing.js', ['ui.js']),
      'ui.js': chunk('ui.js', ['vendor.js']),
      'radix.js': chunk('radix.js'),
    };
    expect(staticClosure(bundle, ['index.js', 'Landing.js']).sort()).toEqual([
      'Landing.js',
      'index.js',
      'ui.js',
      'vendor.js',
    ]);
  });
});
