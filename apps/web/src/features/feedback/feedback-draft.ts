import { useSyncExternalStore } from 'react';
import type { VoiceNote } from './voice-recorder';

export interface Screenshot {
  file: File;
  /** The image is read as a data URL, here for the preview. */
  dataUrl: string;
}

export interface FeedbackDraft {
  text: string;
  screenshot: Screenshot | null;
  voice: VoiceNote | null;
}

const EMPTY: FeedbackDraft = { text: '', screenshot: null, voice: null };

/**
 * The message being written, shared by the corner panel and the sidebar's popover and kept while
 * either is closed. A small store of its own rather than a Redux slice: Files and Blobs are not serializable.
 */
export function createDraftStore() {
  let draft = EMPTY;
  const listeners = new Set<() => void>();
  return {
    get: () => draft,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    update(change: Partial<FeedbackDraft>) {
      draft = { ...draft, ...change };
      listeners.forEach((listener) => listener());
    },
    clear() {
      this.update(EMPTY);
    },
  };
}
export type DraftStore = ReturnType<typeof createDraftStore>;

export const feedbackDraft = createDraftStore();

export function useFeedbackDraft(store: DraftStore = feedbackDraft): FeedbackDraft {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** Sendable with trimmed text, a screenshot or a voice note (at least one of them). */
export const hasContent = (draft: FeedbackDraft): boolean =>
  draft.text.trim() !== '' || draft.screenshot !== null || draft.voice !== null;
