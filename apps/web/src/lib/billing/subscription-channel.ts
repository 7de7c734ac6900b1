const CHANNEL = 'sidequest-billing';

/** Tells the app's other tabs that the subscription changed (a checkout finished in the tab it opened). */
export function announceSubscriptionChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/** Calls `onChange` whenever another tab announces a change; returns the unsubscribe. */
export function onSubscriptionChange(onChange: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = onChange;
  return () => channel.close();
}
