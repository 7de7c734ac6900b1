import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FinishQuest } from './FinishQuest';

describe('Finish quest', () => {
  it('offers to finish only when there is a quest to finish', () => {
    expect(renderToString(<FinishQuest />)).toBe('');
    const html = renderToString(<FinishQuest onFinish={() => undefined} />);
    expect(html).toContain('Every milestone is ticked. Finish the quest to move it to your quest log.');
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>.*Finish quest<\/button>/s);
  });
});
