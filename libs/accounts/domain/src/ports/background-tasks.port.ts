/**
 * Work the caller must not wait for: its duration would tell an observer something (for example
 * whether an address is registered). Production runs it after the answer; fakes run it inline.
 */
export interface BackgroundTasks {
  run(label: string, task: () => Promise<void>): Promise<void>;
}
