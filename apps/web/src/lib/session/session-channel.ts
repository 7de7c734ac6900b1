import type { Session } from '@sidequest/contracts';

/** What one tab tells the others (brief: BroadcastChannel 'sidequest-auth'). */
export type SessionMessage = { type: 'session'; session: Session } | { type: 'signed-out' };

export interface SessionChannel {
  post(message: SessionMessage): void;
  subscribe(listener: (message: SessionMessage) => void): () => void;
}

export const SESSION_CHANNEL_NAME = 'sidequest-auth';

function isSessionMessage(data: unknown): data is SessionMessage {
  const message = data as Partial<SessionMessage> | null;
  if (!message || typeof message !== 'object') return false;
  if (message.type === 'signed-out') return true;
  return (
    message.type === 'session' &&
    typeof (message as { session?: { access_token?: unknown } }).session?.access_token === 'string'
  );
}

/** One channel per tab; without BroadcastChannel each tab simply keeps its own session. */
export function broadcastSessionChannel(name = SESSION_CHANNEL_NAME): SessionChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, subscribe: () => () => undefined };
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      const onMessage = (event: MessageEvent) => {
        if (isSessionMessage(event.data)) listener(event.data);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}
