import { cx } from '@sidequest/web-ui';
import { CheckCircle2Icon } from 'lucide-react';
import type { GeneratedQuest, OccupationRef } from '../../../lib/quests';
import { MatchedOccupation } from '../../../lib/quests/MatchedOccupation';

export interface GeneratedQuestItemProps {
  quest: GeneratedQuest;
  selectedId: string | null;
  onChoose: (quest: GeneratedQuest) => void;
  onSwitch?: (questId: string, choice: OccupationRef) => void;
  switchingId?: string | null;
}

/** One generated quest: the card to choose, "Matched: …" and its "Did you mean" alternatives. */
export function GeneratedQuestItem({ quest, selectedId, onChoose, onSwitch, switchingId }: GeneratedQuestItemProps) {
  const selected = quest.id === selectedId;
  return (
    <li className="onboarding__quest-item" aria-busy={switchingId === quest.id || undefined}>
      <button
        type="button"
        className={cx('sq-card', 'onboarding__quest', selected && 'onboarding__quest--selected')}
        aria-pressed={selected}
        data-quest-id={quest.id}
        onClick={() => onChoose(quest)}
      >
        <span className="onboarding__quest-title">{quest.title}</span>
        <span className="onboarding__quest-text">{quest.description}</span>
        {selected && (
          <span className="onboarding__quest-chosen">
            <CheckCircle2Icon size={16} aria-hidden="true" /> Chosen
          </span>
        )}
      </button>
      {quest.occupation && <MatchedOccupation occupation={quest.occupation} className="onboarding__match" />}
      {quest.alternatives && quest.alternatives.length > 0 && onSwitch && (
        <div
          className="onboarding__alternatives"
          role="group"
          aria-label={`Did you mean another job than ${quest.occupation?.title ?? 'this one'}?`}
        >
          <span aria-hidden="true">Did you mean:</span>
          {quest.alternatives.map((alternative) => (
            <button
              key={alternative.code}
              type="button"
              className="onboarding__alternative"
              disabled={!!switchingId}
              onClick={() => onSwitch(quest.id, alternative)}
            >
              <span className="onboarding__sr">Did you mean </span>
              {alternative.title}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}
