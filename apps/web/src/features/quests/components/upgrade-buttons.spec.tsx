import type { CommunityQuestCard } from '@sidequest/contracts';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PlanNotice } from './PlanNotice';
import { QuestCard } from './QuestCard';

const locked: CommunityQuestCard = {
  quest_id: 'q4',
  title: 'Fourth quest',
  description: 'Locked for free users',
  category: 'Career',
  difficulty: 'Beginner',
  time_investment: '1 week',
  step_count: 1,
  started: false,
  locked: true,
};
const noop = () => undefined;
/** The upgrade button's opening tag, found by its label. */
const buttonBefore = (html: string, label: string) =>
  html.slice(html.lastIndexOf('<button', html.indexOf(label)), html.indexOf(label));

describe('upgrade buttons when billing is switched off on the server', () => {
  it('the plan notice disables "Go Premium" and says why', () => {
    const off = renderToString(<PlanNotice subscribed={false} onUpgrade={noop} upgrading={false} billingDisabled />);
    expect(buttonBefore(off, 'Go Premium')).toMatch(/disabled=""/);
    expect(buttonBefore(off, 'Go Premium')).toMatch(/aria-describedby="plan-notice-billing-off"/);
    expect(off).toContain(
      '<p id="plan-notice-billing-off" class="plan-notice__off">Upgrades are unavailable: billing is switched off on this server.</p>',
    );
    const on = renderToString(<PlanNotice subscribed={false} onUpgrade={noop} upgrading={false} />);
    expect(buttonBefore(on, 'Go Premium')).not.toMatch(/disabled/);
    expect(on).not.toContain('billing is switched off');
  });

  it('a locked quest card disables its upgrade button and says why', () => {
    const off = renderToString(
      <QuestCard
        quest={locked}
        starting={false}
        busy={false}
        onStart={noop}
        onUpgrade={noop}
        upgrading={false}
        billingDisabled
      />,
    );
    expect(buttonBefore(off, 'Upgrade for $2/month')).toMatch(/disabled=""/);
    expect(off).toContain('id="quest-q4-billing-off"');
    expect(off).toContain('Upgrades are unavailable: billing is switched off on this server.');
    const on = renderToString(
      <QuestCard quest={locked} starting={false} busy={false} onStart={noop} onUpgrade={noop} upgrading={false} />,
    );
    expect(buttonBefore(on, 'Upgrade for $2/month')).not.toMatch(/disabled/);
  });
});
