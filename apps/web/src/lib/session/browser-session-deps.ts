import { requestRefresh } from './refresh-request';
import { navigatorLock } from './refresh-lock';
import { broadcastSessionChannel } from './session-channel';
import type { SessionSyncDeps } from './session-sync';

export type SessionEnvironment = Pick<SessionSyncDeps, 'requestRefresh' | 'withLock' | 'channel' | 'now'>;

export function browserSessionEnvironment(): SessionEnvironment {
  return {
    requestRefresh: () => requestRefresh(),
    withLock: navigatorLock(),
    channel: broadcastSessionChannel(),
    now: Date.now,
  };
}
