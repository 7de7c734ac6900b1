import { useState, type ComponentType } from 'react';
import { Popover } from '@sidequest/web-ui/primitives';
import { MessageSquareIcon } from 'lucide-react';

/** The feedback form, handed in by the app (a feature never imports another); onSent closes the popover. */
export type FeedbackFormSlot = ComponentType<{ onSent?: () => void }>;

/** The sidebar entry: opens the same "Send Feedback" form as the control at the top right. */
export function FeedbackPopover({
  collapsed,
  side,
  form: Form,
}: {
  collapsed: boolean;
  side: 'right' | 'bottom';
  form: FeedbackFormSlot;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      side={side}
      align="start"
      label="Give Feedback"
      className="feedback-popover"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className="sidebar__item" title={collapsed ? 'Give Feedback' : undefined}>
          <MessageSquareIcon size={20} />
          <span className="sidebar__label">Give Feedback</span>
        </button>
      }
    >
      <Form onSent={() => setOpen(false)} />
    </Popover>
  );
}
