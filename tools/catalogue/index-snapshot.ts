/**
 * The occupation search's index, made when the api is built and written beside its bundle
 * (dist/apps/api/occupation-index.json): the api restores it at start instead of building it from the
 * catalogue (OccupationsModule). Run by the api's build target after `vite build`; by hand:
 *   node tools/catalogue/index-snapshot.ts [out-dir]
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runnerImport } from 'vite';
import { workspaceAliases } from '../vite/aliases.ts';

const root = resolve(import.meta.dirname, '../..');
const out = resolve(root, process.argv[2] ?? 'dist/apps/api', 'occupation-index.json');
const { module } = await runnerImport<typeof import('../../libs/occupations/domain/src/index.ts')>(
  resolve(root, 'libs/occupations/domain/src/index.ts'),
  { configFile: false, logLevel: 'error', resolve: { alias: workspaceAliases(root) } },
);
const started = performance.now();
const json = JSON.stringify(module.catalogueSearch().snapshot());
writeFileSync(out, json);
console.log(
  `occupation index: ${module.catalogueSearch().size} phrases, ${(json.length / 1e6).toFixed(1)} MB, ` +
    `built in ${(performance.now() - started).toFixed(0)} ms -> ${out}`,
);
