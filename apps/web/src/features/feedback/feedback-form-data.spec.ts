import { describe, expect, it } from 'vitest';
import { hasContent, type FeedbackDraft } from './feedback-draft';
import { toFeedbackFormData } from './feedback-form-data';

const empty: FeedbackDraft = { text: '', screenshot: null, voice: null };
const shot = {
  file: new File([new Uint8Array([137, 80, 78, 71])], 'capture.png', { type: 'image/png' }),
  dataUrl: 'data:image/png;base64,iVBORw==',
};
const voice = { blob: new Blob(['opus'], { type: 'audio/webm;codecs=opus' }), seconds: 7 };

describe('hasContent', () => {
  it('needs trimmed text, a screenshot or a voice note', () => {
    expect(hasContent(empty)).toBe(false);
    expect(hasContent({ ...empty, text: ' \n\t ' })).toBe(false);
    expect(hasContent({ ...empty, text: ' hi ' })).toBe(true);
    expect(hasContent({ ...empty, screenshot: shot })).toBe(true);
    expect(hasContent({ ...empty, voice })).toBe(true);
  });
});

describe('toFeedbackFormData', () => {
  it('sends the trimmed text, the page and both files under the api field names', async () => {
    const body = toFeedbackFormData({ text: '  Love the quests  ', screenshot: shot, voice }, '/browse-quests?q=art');
    expect(body.get('feedback')).toBe('Love the quests');
    expect(body.get('page')).toBe('/browse-quests?q=art');
    const screenshot = body.get('screenshot') as File;
    expect(screenshot.name).toBe('capture.png');
    expect(new Uint8Array(await screenshot.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
    const note = body.get('voice') as File;
    expect(note.name).toBe('voice-note.webm');
    expect(await note.text()).toBe('opus');
    expect([...body.keys()].sort()).toEqual(['feedback', 'page', 'screenshot', 'voice']);
  });

  it('leaves out the files that are not attached, and names a Safari recording .m4a', () => {
    expect(toFeedbackFormData({ ...empty, text: 'x' }, '/').has('screenshot')).toBe(false);
    const safari = toFeedbackFormData(
      { ...empty, voice: { blob: new Blob(['aac'], { type: 'audio/mp4' }), seconds: 3 } },
      '/',
    );
    expect((safari.get('voice') as File).name).toBe('voice-note.m4a');
    expect(safari.has('screenshot')).toBe(false);
  });
});
