import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { previousReleaseRecord, type PreviousReleaseRecord } from './migration-sources';

const root = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

export interface PreviousRelease extends PreviousReleaseRecord {
  /** The release's source tree, its api built in dist/apps/api: start it with `startApi(env, dir)`. */
  dir: string;
  remove(): Promise<void>;
}

/**
 * The previous release (tools/release/previous-release.json) checked out into a temporary folder by
 * `git archive`, with this checkout's node_modules linked in, and its api built as `npm run build` builds it
 * (without the occupation index snapshot: the api makes its index at start, as in the api-e2e tier). A missing
 * git history or commit throws: the test needs them, so a shallow clone fails rather than skips.
 */
export async function buildPreviousRelease(): Promise<PreviousRelease> {
  const record = previousReleaseRecord();
  try {
    await run('git', ['cat-file', '-e', `${record.commit}^{commit}`], { cwd: root });
  } catch (e) {
    throw new Error(
      `the previous release's commit ${record.commit} is not in this checkout's git history ` +
        `(a shallow clone? fetch the whole history, e.g. \`git fetch --unshallow\`): ${(e as Error).message}`,
    );
  }
  const dir = await mkdtemp(join(tmpdir(), 'sq-previous-release-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    await new Promise<void>((done, fail) => {
      const archive = spawn('git', ['archive', '--format=tar', record.commit], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const tar = spawn('tar', ['-x', '-C', dir], { stdio: ['pipe', 'ignore', 'pipe'] });
      let errors = '';
      archive.stderr.on('data', (d) => (errors += d));
      tar.stderr.on('data', (d) => (errors += d));
      archive.stdout.pipe(tar.stdin);
      archive.on('exit', (code) => code !== 0 && fail(new Error(`git archive ${record.commit} failed: ${errors}`)));
      tar.on('exit', (code) => (code === 0 ? done() : fail(new Error(`tar -x failed: ${errors}`))));
    });
    // Today's packages: the old lockfile's would need an install; a release that changed a package's major shows here.
    await symlink(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    await run(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--config', 'apps/api/vite.config.ts', '--logLevel', 'warn'],
      {
        cwd: dir,
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
  } catch (e) {
    await remove();
    throw e;
  }
  return { ...record, dir, remove };
}
