import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

// This file names a shared chunk that the landing entry lists for preloading, so its name stays short
// (apps/web/vite.config.ts, entryBudget).

/** One item of a quest's list of facts (its schedule, its length): an icon, hidden from assistive tech, then the words. */
export function IconFact({ icon: Icon, size = 18, text }: { icon: LucideIcon; size?: number; text: ReactNode }) {
  return (
    <li>
      <Icon size={size} aria-hidden="true" /> {text}
    </li>
  );
}
