import { Button, Card, cx } from '@sidequest/web-ui';
import { CheckCircle2Icon } from 'lucide-react';
import type { GeneratedQuest, OccupationRef } from '../../../lib/quests';
import { QuestTextSkeleton } from '../../../lib/quests/QuestViews';

/** O*NET OnLine's page for an occupation. */
export const onetLink = (code: string) => `https://www.onetonline.org/link/summary/${encodeURIComponent(code)}`;

export interface ChooseQuestStepProps {
  quests: GeneratedQuest[] | null;
  selectedId: string | null;
  onChoose: (quest: GeneratedQuest) => void;
  /** "Did you mean": regenerate the card at this index for another occupation. */
  onSwitch?: (index: number, choice: OccupationRef) => void;
  /** The id of the card being regenerated, if any. */
  switchingId?: string | null;
  onSave: () => void;
  onBack: () => void;
  saving: boolean;
}

/** Step 2: three quest cards (skeletons while they generate), then Save & Start Quest. */
export function ChooseQuestStep({
  quests,
  selectedId,
  onChoose,
  onSwitch,
  switchingId,
  onSave,
  onBack,
  saving,
}: ChooseQuestStepProps) {
  return (
    <section className="onboarding__choose" aria-labelledby="choose-title" aria-busy={quests === null || undefined}>
      <p className="sq-eyebrow">Step 2 of 2</p>
      <h2 id="choose-title" className="onboarding__choose-title">
        Choose your first quest
      </h2>
      {quests === null ? (
        <>
          <p role="status" className="onboarding__status">
            Forging your quests…
          </p>
          <ul className="onboarding__quests" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Card className="onboarding__quest onboarding__quest--skeleton">
                  <QuestTextSkeleton />
                </Card>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p className="onboarding__status">
            Pick the one that sparks something. You can start the others later from your dashboard.
          </p>
          <ul className="onboarding__quests" aria-label="Generated quests">
            {quests.map((quest, index) => {
              const selected = quest.id === selectedId;
              const busy = switchingId === quest.id;
              return (
                <li key={quest.id} className="onboarding__quest-item" aria-busy={busy || undefined}>
                  <button
                    type="button"
                    className={cx('sq-card', 'onboarding__quest', selected && 'onboarding__quest--selected')}
                    aria-pressed={selected}
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
                  {quest.occupation && (
                    <p className="onboarding__match">
                      Matched:{' '}
                      <a
                        href={onetLink(quest.occupation.code)}
                        target="_blank"
                        rel="noopener noreferrer"
                        data-onet-code={quest.occupation.code}
                      >
                        {quest.occupation.title}
                        <span className="onboarding__sr"> (O*NET OnLine, opens in a new tab)</span>
                      </a>
                    </p>
                  )}
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
                          onClick={() => onSwitch(index, alternative)}
                        >
                          <span className="onboarding__sr">Did you mean </span>
                          {alternative.title}
                        </button>
                      ))}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          <div className="onboarding__actions">
            <Button variant="ghost" onClick={onBack}>
              Change my answer
            </Button>
            <Button variant="hero" size="lg" onClick={onSave} loading={saving} loadingText="Saving...">
              Save & Start Quest
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
