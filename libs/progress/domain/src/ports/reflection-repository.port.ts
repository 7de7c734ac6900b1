import type { Reflection } from '../reflections/reflection';

/** The quest log: one reflection per user and quest. Every read is scoped to one user. */
export interface ReflectionRepository {
  /** Stores it, replacing the user's earlier reflection on the same quest. */
  save(reflection: Reflection): Promise<void>;
  /** The user's reflections, newest end first (ties: quest id). */
  listByUser(userId: string): Promise<Reflection[]>;
  deleteByUser(userId: string): Promise<void>;
}
