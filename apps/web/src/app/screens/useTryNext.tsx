import { useCallback, useState } from 'react';
import type { ReflectionEntry } from '@sidequest/contracts';
import { TryNextDialog, type TryNextFrom } from '../../features/explore/components/TryNextDialog';

/**
 * A finished quest leads on: once its reflection is saved, "Try next" offers occupations near to it or of
 * another kind, as the reflection said (the progress feature's answer, the explore feature's dialog).
 */
export function useTryNext() {
  const [from, setFrom] = useState<TryNextFrom | null>(null);
  const onSaved = useCallback((entry: ReflectionEntry) => {
    if (entry.ended !== 'finished' || !entry.occupation_code) return;
    setFrom({ code: entry.occupation_code, title: entry.occupation ?? entry.quest_title, direction: entry.direction });
  }, []);
  return { onSaved, dialog: <TryNextDialog from={from} onClose={() => setFrom(null)} /> };
}
