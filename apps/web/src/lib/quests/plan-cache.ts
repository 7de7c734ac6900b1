import type { DashboardResponse, PlanData } from '@sidequest/contracts';
import { STORAGE_KEYS } from '@sidequest/contracts/browser-storage';

/** The local plan cache: one entry per user and quest, the plan and when it was saved. */
export interface CachedPlan {
  plan: PlanData;
  savedAt: string;
}

/** Which quest was current when this browser last saw the dashboard, so the card can paint at once. */
export interface CachedCurrentQuest {
  questId: string;
  title: string;
  description: string;
}

const planKey = (userId: string, questId: string) => `${STORAGE_KEYS.planPrefix}${userId}.${questId}`;
const currentKey = (userId: string) => `${STORAGE_KEYS.currentQuestPrefix}${userId}`;

function read<T>(key: string): T | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the cache is only a head start, the server stays the truth.
  }
}

export function readCachedPlan(userId: string, questId: string): CachedPlan | null {
  const entry = read<CachedPlan>(planKey(userId, questId));
  return entry && Array.isArray(entry.plan?.milestones) && entry.plan.schedule ? entry : null;
}

export function cachePlan(userId: string, questId: string, plan: PlanData, savedAt = new Date()): void {
  write(planKey(userId, questId), { plan, savedAt: savedAt.toISOString() } satisfies CachedPlan);
}

export function readCachedCurrentQuest(userId: string): (CachedCurrentQuest & CachedPlan) | null {
  const current = read<CachedCurrentQuest>(currentKey(userId));
  const cached = current?.questId ? readCachedPlan(userId, current.questId) : null;
  return current && cached ? { ...current, ...cached } : null;
}

export function cacheCurrentQuest(userId: string, quest: CachedCurrentQuest, plan: PlanData, savedAt?: Date): void {
  write(currentKey(userId), { questId: quest.questId, title: quest.title, description: quest.description });
  cachePlan(userId, quest.questId, plan, savedAt);
}

/** The dashboard's current quest, as the server sent it, becomes this browser's head start. */
export function cacheDashboardQuest(
  userId: string,
  current: NonNullable<DashboardResponse['current']>,
  savedAt?: Date,
): void {
  const { quest_id: questId, title, description, plan_data: plan } = current;
  cacheCurrentQuest(userId, { questId, title, description }, plan, savedAt);
}

/** No current quest on the server (finished, or none yet): the browser stops painting the last one it saw. */
export function forgetCurrentQuest(userId: string): void {
  try {
    globalThis.localStorage?.removeItem(currentKey(userId));
  } catch {
    // Storage blocked: nothing was cached either.
  }
}
