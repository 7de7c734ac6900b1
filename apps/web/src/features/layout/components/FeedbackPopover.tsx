import { FeedbackIcon, Popover } from '@sidequest/web-ui';

/** The sidebar entry; the real feedback form replaces the panel's text in the feedback issue. */
export function FeedbackPopover({ collapsed, side }: { collapsed: boolean; side: 'right' | 'bottom' }) {
  return (
    <Popover
      side={side}
      align="start"
      label="Give Feedback"
      className="feedback-popover"
      trigger={(props) => (
        <button type="button" className="sidebar__item" title={collapsed ? 'Give Feedback' : undefined} {...props}>
          <FeedbackIcon />
          <span className="sidebar__label">Give Feedback</span>
        </button>
      )}
    >
      <h2 className="feedback-popover__title">Give Feedback</h2>
      <p className="feedback-popover__text">
        Your ideas shape every quest. A feedback form with text, a screenshot and a voice note arrives here soon.
      </p>
    </Popover>
  );
}
