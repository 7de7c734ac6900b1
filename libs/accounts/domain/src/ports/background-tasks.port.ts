/**
 * Work the caller must not wait for: its duration would tell an observer something (for example
 * whether an address is registered). Production runs it after the answer; fakes run it inline.
 */
export interface BackgroundTasks {
  run(label: string, task: () => Promise<void>): Promise<void>;
}

/** Runs the task at once and waits for it: for tests and tools. */
export const inlineTasks: BackgroundTasks = { run: (_label, task) => task() };
