import { Button } from '@sidequest/web-ui';
import { Dialog } from '@sidequest/web-ui/primitives';
import { NextOccupations, type TryNextFrom } from './NextOccupations';
import { OnetAttribution } from './OnetAttribution';
import '../explore.css';

export type { TryNextFrom } from './NextOccupations';

/**
 * "Try next" after a finished quest's reflection: three to five related occupations (close ones for "more like
 * this", of another bent for "something different"), each with its signature quest, started in one click.
 */
export function TryNextDialog({ from, onClose }: { from: TryNextFrom | null; onClose: () => void }) {
  return (
    <Dialog
      open={from !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Try next"
      description={
        from &&
        (from.direction === 'more' ? (
          <>
            You enjoyed the work of <strong>{from.title}</strong>. These are close to it.
          </>
        ) : (
          <>
            Something different from <strong>{from.title}</strong>: related work of another kind.
          </>
        ))
      }
      className="try-next"
    >
      {from && (
        <>
          <NextOccupations from={from} onLeave={onClose} />
          <div className="try-next__actions">
            <Button variant="ghost" onClick={onClose}>
              Not now
            </Button>
          </div>
          <OnetAttribution />
        </>
      )}
    </Dialog>
  );
}
