import { spawnSync, type SpawnSyncOptions } from 'node:child_process';

/** Runs a command, streaming its output; throws with the command line when it fails. */
export function run(command: string, args: string[], options: SpawnSyncOptions = {}): void {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

/** Runs a command and returns its trimmed standard output ('' when it fails and `allowFailure` is set). */
export function output(command: string, args: string[], allowFailure = false): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0 && !allowFailure)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status}: ${result.stderr}`);
  return result.status === 0 ? result.stdout.trim() : '';
}

export const imageExists = (name: string): boolean => spawnSync('podman', ['image', 'exists', name]).status === 0;
