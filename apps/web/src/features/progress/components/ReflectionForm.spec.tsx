import { renderToString } from 'react-dom/server';
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { SaveReflectionRequest } from '@sidequest/contracts';
import { firstErrorMessage } from '../../../lib/forms/first-error';
import { emptyReflection, ReflectionForm, type ReflectionValues } from './ReflectionForm';
import { QuestLogView } from './QuestLog';

const ORDER = ['rating', 'direction', 'surprise', 'quest_id', 'ended'] as const;

/** What the dialog's form does on Save: the shared schema through react-hook-form's zod resolver. */
async function submit(values: ReflectionValues) {
  const result = await zodResolver(SaveReflectionRequest)(values as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return {
    values: result.values as Record<string, unknown>,
    message: firstErrorMessage(result.errors as never, ORDER as never),
  };
}

describe('the reflection dialog’s form', () => {
  const empty = emptyReflection('q-trades-x', 'finished');

  it('asks for the stars first, then the direction', async () => {
    expect((await submit(empty)).message).toBe('rating is required: 1 to 5');
    expect((await submit({ ...empty, rating: 4 })).message).toBe('direction must be "more" or "different"');
  });

  it('refuses a line over 280 characters', async () => {
    const long = { ...empty, rating: 3, direction: 'different' as const, surprise: 'x'.repeat(281) };
    expect((await submit(long)).message).toBe('Keep it to 280 characters');
  });

  it('accepts stars and a direction, trims the line and leaves out an empty one', async () => {
    const ok = await submit({ ...empty, rating: 5, direction: 'more', surprise: '  Sawdust  ' });
    expect(ok.message).toBeUndefined();
    expect(ok.values).toEqual({
      quest_id: 'q-trades-x',
      rating: 5,
      direction: 'more',
      surprise: 'Sawdust',
      ended: 'finished',
    });
    const blank = await submit({
      ...emptyReflection('q-1', 'switched'),
      rating: 1,
      direction: 'different',
      surprise: '  ',
    });
    expect(blank.values).toEqual({
      quest_id: 'q-1',
      rating: 1,
      direction: 'different',
      surprise: undefined,
      ended: 'switched',
    });
  });

  it('renders five named stars as a radio group, the two directions as toggles, the line, Save and Skip', () => {
    const html = renderToString(
      <ReflectionForm questId="q-1" ended="finished" onSave={() => undefined} onSkip={() => undefined} />,
    );
    // Five stars in the rating group, and the two directions (Radix draws a single-choice toggle group as radios too).
    expect(html.match(/class="reflection-stars__star"/g)).toHaveLength(5);
    expect(html.match(/class="reflection-direction__item"/g)).toHaveLength(2);
    expect(html.match(/role="radio"/g)).toHaveLength(7);
    expect(html.match(/role="radiogroup"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="5 of 5: Loved it"');
    expect(html).toContain('More like this');
    expect(html).toContain('Something different');
    expect(html).toContain('What surprised you? (optional)');
    expect(html).toContain('0/280');
    expect(html).toMatch(/>Skip</);
    expect(html).toMatch(/>Save</);
  });
});

describe('the quest log card', () => {
  it('says so when there are no finished quests yet', () => {
    expect(renderToString(<QuestLogView entries={[]} />)).toContain('No finished quests yet.');
  });

  it('lists each quest with its dates, stars and line', () => {
    const html = renderToString(
      <QuestLogView
        entries={[
          {
            quest_id: 'q-1',
            quest_title: 'Build a shelf',
            occupation: 'Carpenters',
            occupation_code: '47-2031.00',
            rating: 4,
            direction: 'more',
            surprise: 'Sawdust everywhere',
            ended: 'finished',
            started_at: '2026-11-01T09:00:00.000Z',
            ended_at: '2026-11-20T18:00:00.000Z',
          },
        ]}
      />,
    );
    expect(html).toContain('Build a shelf');
    expect(html).toContain('aria-label="4 of 5 stars"');
    expect(html).toContain('Nov 1, 2026');
    expect(html).toContain('Nov 20, 2026');
    expect(html).toContain('Sawdust everywhere');
    expect(html).toContain('Finished');
  });
});
