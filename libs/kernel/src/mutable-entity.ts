import type { ReadonlyProps } from './immutable-entity';

/** A copy of the props that shares no list with the original. */
const copyOf = <P extends object>(props: P): P =>
  Object.fromEntries(
    Object.entries(props).map(([key, value]) => [key, Array.isArray(value) ? [...value] : value]),
  ) as P;

/** What every `MutableEntity` has: its props, which only its own methods change, and a copy of them. */
export abstract class EntityState<P extends object> {
  protected props: P;

  constructor(props: P) {
    this.props = copyOf(props);
  }

  /** A copy of the props, for persistence. */
  snapshot(): P {
    return copyOf(this.props);
  }
}

/** An instance of a `MutableEntity` base: each prop a read-only field, and a copy of them all. */
export type MutableEntityOf<P extends object> = EntityState<P> & ReadonlyProps<P>;

/**
 * The base class of an entity that changes (a user confirming their address, a session rotating):
 * each prop is a read-only field to the outside, read from `this.props`, and only the entity's own
 * methods change `this.props`. The entity takes a copy of the props it is made from and hands out
 * copies in `snapshot()`, so no caller shares its state. It keeps its own factories (`create`,
 * `restore`) behind a private constructor, and may add getters of its own.
 */
export function MutableEntity<P extends object>(): abstract new (props: P) => MutableEntityOf<P> {
  abstract class Base extends EntityState<P> {
    constructor(props: P) {
      super(props);
      // One read-only accessor per prop, on this class's prototype, the first time a prop is seen.
      for (const key of Object.keys(props)) {
        if (Object.hasOwn(Base.prototype, key)) continue;
        Object.defineProperty(Base.prototype, key, {
          get(this: Base) {
            return this.props[key as keyof P];
          },
        });
      }
    }
  }
  return Base as unknown as abstract new (props: P) => MutableEntityOf<P>;
}
