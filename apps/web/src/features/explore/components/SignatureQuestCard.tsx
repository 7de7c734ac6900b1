import type { GeneratedQuest } from '@sidequest/contracts';
import { Badge, Button, Card } from '@sidequest/web-ui';

export interface SignatureQuestCardProps {
  quest: GeneratedQuest;
  onStart: () => void;
}

/** One of an occupation's signature quests, with the button that starts it. */
export function SignatureQuestCard({ quest, onStart }: SignatureQuestCardProps) {
  return (
    <Card className="explore-quest">
      <Badge variant="gold">Signature quest</Badge>
      <h3 className="explore-quest__title">{quest.title}</h3>
      <p className="explore-quest__text">{quest.description}</p>
      <Button variant="hero" onClick={onStart} aria-label={`Start this quest: ${quest.title}`}>
        Start this quest
      </Button>
    </Card>
  );
}
