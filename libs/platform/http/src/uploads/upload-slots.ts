/**
 * A count of the uploads one api process is reading at once. Past `size`, take() answers null at
 * once (the caller refuses with 503 + Retry-After) instead of queueing, so upload memory stays bounded.
 */
export class UploadSlots {
  private taken = 0;

  constructor(readonly size: number) {}

  /** A release function (idempotent), or null when every slot is taken. */
  take(): (() => void) | null {
    if (this.taken >= this.size) return null;
    this.taken++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.taken--;
    };
  }

  get inUse(): number {
    return this.taken;
  }
}
