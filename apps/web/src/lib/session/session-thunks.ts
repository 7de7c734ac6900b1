import type { Session } from '@sidequest/contracts';
import type { SessionSync } from './session-sync';

/** Components reach the store's one SessionSync through the thunk extra argument, never a module global. */
type SessionThunk<R> = (dispatch: unknown, getState: unknown, extra: { session: SessionSync }) => R;

export const refreshSession =
  (staleToken?: string): SessionThunk<Promise<Session | null>> =>
  (_dispatch, _getState, { session }) =>
    session.refresh(staleToken);

export const beginSession =
  (value: Session): SessionThunk<void> =>
  (_dispatch, _getState, { session }) =>
    session.begin(value);

export const endSession =
  (): SessionThunk<void> =>
  (_dispatch, _getState, { session }) =>
    session.end();

export const followOtherTabs =
  (): SessionThunk<() => void> =>
  (_dispatch, _getState, { session }) =>
    session.listen();
