import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { LIMITS } from '../feedback-limits';
import { Badge, Button } from '@sidequest/web-ui';
import { Progress, Textarea } from '@sidequest/web-ui/primitives';
import { ImagePlusIcon, MicIcon, SendIcon, SquareIcon, XIcon } from 'lucide-react';
import { formatDuration } from '../format-duration';
import { useFeedbackForm } from '../hooks/useFeedbackForm';
import { useVoiceRecorder } from '../hooks/useVoiceRecorder';
import { OWNER_AVATAR_URL } from '../owner-avatar';
import '../feedback.css';

export interface FeedbackFormProps {
  /** Called after a successful send, e.g. to close the surrounding panel. */
  onSent?: () => void;
}

const MAX = LIMITS.voiceMaxSeconds;

/** The "Send Feedback" panel: text, a screenshot, a voice note of up to 2:00, and send. */
export function FeedbackForm({ onSent }: FeedbackFormProps) {
  const titleId = useId();
  const textId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useFeedbackForm({ onSent });
  const voice = useVoiceRecorder();
  const { draft } = form;
  const recording = voice.status !== 'idle';

  // Ctrl/Cmd+Enter sends from the text box, and is the one way to ask with nothing to send.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (!recording) void form.submit();
    }
  };

  return (
    <form
      className="feedback-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <div className="feedback-form__head">
        <img src={OWNER_AVATAR_URL} alt="" width={44} height={44} className="feedback-form__avatar" />
        <div>
          <h2 id={titleId} className="feedback-form__title">
            Send Feedback
          </h2>
          <p className="feedback-form__lead">Straight to the owner: ideas, bugs, anything.</p>
        </div>
      </div>

      <label htmlFor={textId} className="sq-visually-hidden">
        Your feedback
      </label>
      <Textarea
        id={textId}
        className="feedback-form__text"
        placeholder="Tell me what you think..."
        rows={4}
        maxLength={LIMITS.textMax}
        value={draft.text}
        onChange={(event) => form.setText(event.target.value)}
        onKeyDown={onKeyDown}
      />

      <div className="feedback-form__tools">
        <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()} disabled={form.sending}>
          <ImagePlusIcon size={16} /> Screenshot
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={LIMITS.screenshotAccept}
          hidden
          onChange={(event) => {
            void form.attachScreenshot(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button
          variant={recording ? 'destructive' : 'secondary'}
          size="sm"
          onClick={voice.toggle}
          disabled={form.sending || voice.status === 'starting'}
          className="feedback-form__record"
        >
          {recording ? (
            <>
              <SquareIcon size={14} /> Stop{' '}
              <span className="feedback-form__countdown">{formatDuration(MAX - voice.elapsed)}</span>
            </>
          ) : (
            <>
              <MicIcon size={16} /> Record
            </>
          )}
        </Button>
      </div>

      {(recording || draft.voice) && (
        <div className="feedback-form__meter" data-live={recording || undefined}>
          <Progress value={voice.elapsed} max={MAX} label="Voice note length" />
          <span className="feedback-form__elapsed">
            {formatDuration(voice.elapsed)} / {formatDuration(MAX)}
          </span>
        </div>
      )}

      {(draft.screenshot || draft.voice) && (
        <ul className="feedback-form__attachments" aria-label="Attachments">
          {draft.screenshot && (
            <AttachmentItem onRemove={form.removeScreenshot} removeLabel="Remove screenshot">
              <img src={draft.screenshot.dataUrl} alt="" className="feedback-form__thumb" />
              <Badge variant="gold">Screenshot attached</Badge>
            </AttachmentItem>
          )}
          {draft.voice && (
            <AttachmentItem onRemove={voice.removeNote} removeLabel="Remove voice note">
              <span className="feedback-form__voice-icon" aria-hidden="true">
                <MicIcon size={16} />
              </span>
              <Badge>{`Voice note (${formatDuration(draft.voice.seconds)})`}</Badge>
            </AttachmentItem>
          )}
        </ul>
      )}

      {form.problem && (
        <p role="alert" className="feedback-form__problem">
          {form.problem}
        </p>
      )}

      <Button
        type="submit"
        variant="hero"
        block
        loading={form.sending}
        loadingText="Sending..."
        disabled={!form.canSend || recording}
      >
        <SendIcon size={16} /> Send Feedback
      </Button>
    </form>
  );
}

/** One attachment of the draft: what it is, and a button that removes it. */
function AttachmentItem({
  onRemove,
  removeLabel,
  children,
}: {
  onRemove: () => void;
  removeLabel: string;
  children: ReactNode;
}) {
  return (
    <li className="feedback-form__attachment">
      {children}
      <button type="button" className="feedback-form__remove" onClick={onRemove} aria-label={removeLabel}>
        <XIcon size={14} aria-hidden="true" /> Remove
      </button>
    </li>
  );
}
