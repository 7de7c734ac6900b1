import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { firstWeekNote, TodaysStep } from './TodayStatus';

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, "'");
const step = {
  day: 3,
  of: 20,
  text: 'Begin: sketch the pipes, drains and inflows you can see. Stop after 30 minutes and note where you got to.',
  minutes: 30,
  done: false,
  plan_done: false,
};

describe("the Today card's step", () => {
  it("says today's step, its day of the plan and its minutes", () => {
    expect(text(renderToString(<TodaysStep step={step} />))).toBe(
      'Today’s step (day 3 of 20, 30 min)Begin: sketch the pipes, drains and inflows you can see. Stop after 30 minutes and note where you got to.',
    );
  });

  it('marks it done once today is checked in, and the whole plan once every step is', () => {
    const done = renderToString(<TodaysStep step={{ ...step, done: true }} />);
    expect(done).toContain('today-step--done');
    expect(text(done)).toContain(' · done ✓');
    expect(text(renderToString(<TodaysStep step={{ ...step, done: true, plan_done: true }} />))).toContain(
      ' · every step done ✓',
    );
  });
});

describe("the Today card's first week", () => {
  it('says why a newcomer’s first week asks for fewer days', () => {
    expect(firstWeekNote({ joined_on: '2026-11-25', goal: 3 })).toBe(
      'You joined on Wednesday, so your first week asks for 3 days.',
    );
    expect(firstWeekNote({ joined_on: '2026-11-28', goal: 1 })).toBe(
      'You joined on Saturday, so your first week asks for 1 day.',
    );
  });
  it('says nothing in a full week', () => {
    expect(firstWeekNote(null)).toBeNull();
  });
});
