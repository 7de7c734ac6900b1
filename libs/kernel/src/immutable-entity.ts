/** Each prop a read-only field (lists read-only too), as `ImmutableEntity` and `MutableEntity` show them. */
export type ReadonlyProps<P extends object> = {
  readonly [K in keyof P]: P[K] extends (infer T)[] ? readonly T[] : P[K];
};

/** An instance of an `ImmutableEntity` base: each prop a read-only field, and a copy of them all. */
export type ImmutableEntityOf<P extends object> = ReadonlyProps<P> & {
  /** A copy of the props, for persistence. */
  snapshot(): P;
};

/**
 * The base class of an entity that never changes once made (a message sent, a record of what
 * happened): its props become its read-only fields, so it needs no getter per prop. The entity keeps
 * its own factories (`create` validates, `restore` rebuilds a stored one). An entity that changes keeps
 * its props private and exposes what it allows.
 */
export function ImmutableEntity<P extends object>(): abstract new (props: P) => ImmutableEntityOf<P> {
  abstract class Base {
    constructor(props: P) {
      Object.assign(this, props);
    }

    snapshot(): P {
      return { ...this } as unknown as P;
    }
  }
  return Base as unknown as abstract new (props: P) => ImmutableEntityOf<P>;
}
