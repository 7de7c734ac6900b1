import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ReminderLinkRequest, type ReminderLinkAction, type ReminderLinkResponse } from '@sidequest/contracts';
import { Button, buttonClass, Card } from '@sidequest/web-ui';
import { BellOffIcon, BellRingIcon, CheckIcon, CompassIcon, SettingsIcon, TriangleAlertIcon } from 'lucide-react';
import { apiErrorMessage } from '../../../lib/api-error';
import { reminderCheckInCelebration, useCelebration } from '../../../lib/celebrate';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useFollowReminderLinkMutation } from '../api/reminder-links-api';
import '../reminders.css';

/** What each link's page says before the click, on the button, and after it. */
const COPY: Record<
  ReminderLinkAction,
  { title: string; text: string; button: string; pending: string; doneTitle: string; doneText: string }
> = {
  done: {
    title: 'Mark today as done?',
    text: 'Your reminder brought you here. Confirm and today counts toward your streak.',
    button: 'Mark today as done',
    pending: 'Marking...',
    doneTitle: 'Done for today ✓',
    doneText: 'Today counts toward your streak. See you on your next quest day.',
  },
  unsubscribe: {
    title: 'Stop the reminder mails?',
    text: 'One click turns your quest reminders off. Your quest, check-ins and streak stay as they are.',
    button: 'Turn reminders off',
    pending: 'Turning off...',
    doneTitle: 'Reminders are off',
    doneText: 'We will not send you reminder mails. You can turn them back on from your account at any time.',
  },
  resume: {
    title: 'Keep the reminders coming?',
    text: 'Your reminders paused after seven quiet days. One click and they carry on at your usual time.',
    button: 'Keep reminding me',
    pending: 'Resuming...',
    doneTitle: 'Reminders are back on',
    doneText: 'We will remind you on your quest days again, at your usual time.',
  },
};

export type ReminderLinkState =
  | { status: 'ready' }
  | { status: 'pending' }
  | { status: 'done'; result: ReminderLinkResponse }
  | { status: 'error'; gone: boolean; message: string };

/** The link's state from the token and the mutation: a missing or cut token fails before any request. */
export function reminderLinkState(
  token: string | null,
  call: { isLoading: boolean; data?: ReminderLinkResponse; error?: unknown },
): ReminderLinkState {
  const checked = ReminderLinkRequest.safeParse({ token: token ?? '' });
  if (!checked.success)
    return {
      status: 'error',
      gone: false,
      message: token ? (checked.error.issues[0]?.message ?? 'This link is not complete') : 'This link has no token.',
    };
  if (call.isLoading) return { status: 'pending' };
  if (call.data) return { status: 'done', result: call.data };
  if (call.error)
    return {
      status: 'error',
      gone: (call.error as { status?: unknown }).status === 410,
      message: apiErrorMessage(call.error) ?? 'Something went wrong. Please try the link again in a moment.',
    };
  return { status: 'ready' };
}

function ReminderLinkPage({ action }: { action: ReminderLinkAction }) {
  useDocumentTitle(COPY[action].doneTitle.replace(' ✓', ''));
  const [params] = useSearchParams();
  const token = params.get('token');
  const [follow, call] = useFollowReminderLinkMutation();
  const state = reminderLinkState(token, call);
  // The dashboard's celebration, only when this click checked today in: not on "already done", nor on an error.
  const { celebrate, node: celebration } = useCelebration();
  return (
    <>
      {celebration}
      <ReminderLinkView
        action={action}
        state={state}
        onConfirm={() => {
          if (!token) return;
          follow({ action, token })
            .unwrap()
            .then((result) => {
              const words = reminderCheckInCelebration(result);
              if (words) celebrate(words);
            })
            .catch(() => undefined);
        }}
      />
    </>
  );
}

/** The page a reminder mail's link opens: the GET shows it, only the button's POST acts. */
export function ReminderLinkView({
  action,
  state,
  onConfirm,
}: {
  action: ReminderLinkAction;
  state: ReminderLinkState;
  onConfirm: () => void;
}) {
  const copy = COPY[action];
  const Icon = action === 'unsubscribe' ? BellOffIcon : action === 'resume' ? BellRingIcon : CheckIcon;
  if (state.status === 'error')
    return (
      <Shell>
        <span className="reminder-link__icon reminder-link__icon--error">
          <TriangleAlertIcon size={26} aria-hidden="true" />
        </span>
        <h1 className="reminder-link__title">{state.gone ? 'This link no longer works' : 'This link does not work'}</h1>
        <p className="reminder-link__text" role="alert">
          {state.message}
        </p>
        <div className="reminder-link__actions">
          <Link to={paths.dashboard} className={buttonClass({ variant: 'primary' })}>
            <CompassIcon size={18} aria-hidden="true" /> Go to your dashboard
          </Link>
          {action !== 'done' && (
            <Link to={paths.account} className={buttonClass({ variant: 'ghost' })}>
              <SettingsIcon size={18} aria-hidden="true" /> Reminder settings
            </Link>
          )}
        </div>
      </Shell>
    );
  if (state.status === 'done')
    return (
      <Shell>
        <span className={`reminder-link__icon${action === 'done' ? ' reminder-link__icon--done' : ''}`}>
          <Icon size={26} aria-hidden="true" />
        </span>
        <h1 className="reminder-link__title">{copy.doneTitle}</h1>
        {action === 'done' && state.result.quest_title && (
          <p className="reminder-link__quest">{state.result.quest_title}</p>
        )}
        <p className="reminder-link__text" role="status">
          {saysMore(state.result.message, copy.doneTitle) ? state.result.message : copy.doneText}
        </p>
        <div className="reminder-link__actions">
          {action === 'unsubscribe' ? (
            <Link to={paths.account} className={buttonClass({ variant: 'primary' })}>
              <SettingsIcon size={18} aria-hidden="true" /> Turn reminders back on
            </Link>
          ) : (
            <Link to={paths.dashboard} className={buttonClass({ variant: 'primary' })}>
              <CompassIcon size={18} aria-hidden="true" /> Go to your dashboard
            </Link>
          )}
        </div>
      </Shell>
    );
  return (
    <Shell>
      <span className="reminder-link__icon">
        <Icon size={26} aria-hidden="true" />
      </span>
      <h1 className="reminder-link__title">{copy.title}</h1>
      <p className="reminder-link__text">{copy.text}</p>
      <div className="reminder-link__actions">
        <Button
          variant={action === 'unsubscribe' ? 'secondary' : 'hero'}
          size="lg"
          onClick={onConfirm}
          loading={state.status === 'pending'}
          loadingText={copy.pending}
        >
          {copy.button}
        </Button>
      </div>
    </Shell>
  );
}

/** The api's own words, unless they only repeat the heading ("Done for today ✓"); then the page's. */
function saysMore(message: string, title: string): boolean {
  const bare = (text: string) =>
    text
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
      .toLowerCase();
  return bare(message) !== '' && bare(message) !== bare(title);
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="page reminder-link">
      <Card className="reminder-link__card">{children}</Card>
    </div>
  );
}

export const ReminderDonePage = () => <ReminderLinkPage action="done" />;
export const ReminderUnsubscribePage = () => <ReminderLinkPage action="unsubscribe" />;
export const ReminderResumePage = () => <ReminderLinkPage action="resume" />;
