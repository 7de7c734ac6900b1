export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The system clock moved by an offset that can be set while the process runs: time goes on from the
 * instant it was set to. Only development and test builds use it (the dev clock that a browser journey
 * turns to simulate days); production wires `systemClock`.
 */
export class AdjustableClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** From now on the clock reads `at`, and goes on from there. */
  set(at: Date): void {
    this.offsetMs = at.getTime() - Date.now();
  }

  /** Back to the system's time. */
  reset(): void {
    this.offsetMs = 0;
  }
}
