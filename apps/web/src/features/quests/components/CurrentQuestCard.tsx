import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Badge, Button, Card, toast } from '@sidequest/web-ui';
import { CalendarClockIcon, ClockIcon, PencilIcon, SwordsIcon } from 'lucide-react';
import { apiFieldIssues, type FieldIssue } from '../../../lib/api-error';
import { IconFact } from '../../../lib/facts';
import { paths } from '../../../lib/paths';
import { cachePlan, useUpdatePlanMutation } from '../../../lib/quests';
import type { CurrentQuestView } from '../hooks/useDashboard';
import { MilestoneList } from '../../../lib/quests/QuestViews';
import type { UpdatePlanBody } from '@sidequest/contracts';
import { PlanEditor } from './PlanEditor';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** The Current Quest card and its plan: view, edit mode (Modify Quest), save or cancel. */
export function CurrentQuestCard({ userId, quest }: { userId: string; quest: CurrentQuestView }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [updatePlan, { isLoading: saving }] = useUpdatePlanMutation();
  const { milestones, schedule } = quest.plan;

  const save = async (body: UpdatePlanBody): Promise<FieldIssue[] | void> => {
    try {
      const dashboard = await updatePlan(body).unwrap();
      if (dashboard.current)
        cachePlan(
          userId,
          dashboard.current.quest_id,
          dashboard.current.plan_data,
          new Date(dashboard.current.updated_at),
        );
      setEditing(false);
      toast({ title: 'Plan updated.', variant: 'success' });
    } catch (error) {
      const refused = apiFieldIssues(error);
      if (refused.length > 0) return refused;
      toast({ title: 'Error', description: 'Failed to update your plan. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <Card highlight className="dashboard__current">
      <section aria-labelledby="current-quest-title">
        <div className="dashboard__current-head">
          <p className="sq-eyebrow">Current Quest</p>
          {quest.fromCache && <Badge variant="outline">Saved on this device · syncing</Badge>}
        </div>
        <h2 id="current-quest-title" className="dashboard__current-title">
          {quest.title}
        </h2>
        <p className="dashboard__current-text">{quest.description}</p>
        <p className="dashboard__updated">
          Last updated <time dateTime={quest.updatedAt}>{when.format(new Date(quest.updatedAt))}</time>
        </p>

        {editing ? (
          <PlanEditor
            questId={quest.questId}
            plan={quest.plan}
            saving={saving}
            onSave={save}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <div className="dashboard__plan">
            <h3 className="dashboard__plan-heading">Milestones</h3>
            <MilestoneList className="dashboard__milestones" milestones={milestones} />
            <h3 className="dashboard__plan-heading">Schedule</h3>
            <ul className="dashboard__schedule">
              <IconFact icon={CalendarClockIcon} text={schedule.weekly_plan} />
              <IconFact
                icon={ClockIcon}
                text={`${schedule.minutes_per_day} minutes per day for ${schedule.duration_weeks} weeks`}
              />
            </ul>
            <div className="dashboard__current-actions">
              <Button variant="secondary" onClick={() => setEditing(true)} disabled={quest.fromCache}>
                <PencilIcon size={16} aria-hidden="true" /> Modify Quest
              </Button>
              <Button variant="hero" onClick={() => navigate(paths.currentQuest)}>
                <SwordsIcon size={16} aria-hidden="true" /> Continue Adventure
              </Button>
            </div>
          </div>
        )}
      </section>
    </Card>
  );
}
