import { z } from 'zod';
import { InterestScores } from './occupations';

export const DELETE_CONFIRM_MISMATCH = 'Type your account email address exactly to confirm';

/**
 * DELETE /api/me -> 204. `confirm` is the account's e-mail typed again. `password` is required for
 * accounts that have one; a Google-only account proves a fresh Google sign-in instead.
 */
export const DeleteAccountBody = z.object({
  password: z.string().max(200).optional(),
  confirm: z.string().trim().min(1, DELETE_CONFIRM_MISMATCH).max(255, DELETE_CONFIRM_MISMATCH),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

export const ACCOUNT_EXPORT_FORMAT = 'sidequest-export/1';
export const ACCOUNT_EXPORT_FILENAME = 'sidequest-export.json';

const when = z.iso.datetime();

/** GET /api/me/export: everything stored about the user, downloaded as ACCOUNT_EXPORT_FILENAME. */
export const AccountExport = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  exported_at: when,
  account: z.object({
    id: z.string(),
    email: z.string(),
    created_at: when,
    email_confirmed: z.boolean(),
    sign_in_methods: z.array(z.enum(['password', 'google'])),
  }),
  profile: z.object({ onboarding_completed: z.boolean() }).nullable(),
  onboarding_responses: z.array(
    z.object({ interests: z.array(z.string()), dream_role: z.string().nullable(), created_at: when }),
  ),
  generated_quests: z.array(
    z.object({
      id: z.string(),
      quest_id: z.string(),
      title: z.string(),
      description: z.string(),
      is_selected: z.boolean(),
      created_at: when,
    }),
  ),
  quest_selections: z.array(
    z.object({
      selected_quest_id: z.string(),
      selected_quest_title: z.string(),
      selected_quest_description: z.string(),
      /** The plan as stored (milestones and schedule); its schema belongs to the plans contract. */
      plan_data: z.unknown(),
      created_at: when,
      updated_at: when,
      /** When the person finished the quest (null while under way; absent in exports made before it was kept). */
      finished_at: when.nullable().optional(),
    }),
  ),
  /** The zone the person's days are counted in, and their reminder; null when they never saved either. */
  daily_settings: z
    .object({
      time_zone: z.string().nullable(),
      reminder_saved: z.boolean(),
      reminders_enabled: z.boolean(),
      /** The reminder's local time, in minutes after midnight. */
      reminder_minutes: z.number().int(),
      reminder_days: z.array(z.string()),
      next_reminder_at: when.nullable(),
      unanswered_in_row: z.number().int(),
      paused: z.boolean(),
      /** The person's day the last reminder was mailed for (YYYY-MM-DD), null before the first. */
      last_sent_local_date: z.string().nullable(),
      updated_at: when,
    })
    .nullable(),
  /** The single-use reminder links the person used: each link's random id and when it was used. */
  reminder_links_used: z.array(z.object({ link_id: z.string(), used_at: when })),
  /** "Done for today" marks: the person's calendar day in the zone they were in, and the quest current then. */
  check_ins: z.array(z.object({ quest_id: z.string(), local_date: z.string(), zone: z.string(), created_at: when })),
  /** Which milestones of each quest's plan the user ticked. */
  milestone_progress: z.array(
    z.object({ quest_id: z.string(), completed_milestones: z.array(z.number().int()), updated_at: when }),
  ),
  quest_progress: z.array(
    z.object({
      quest_id: z.string(),
      completed_steps: z.array(z.number().int()),
      is_completed: z.boolean(),
      started_at: when,
      completed_at: when.nullable(),
    }),
  ),
  /** Points and badges earned, once each: what earned them (kind and subject), the points and when. */
  progress_awards: z.array(
    z.object({ kind: z.string(), subject: z.string(), points: z.number().int(), earned_at: when }),
  ),
  /** How each finished or left quest felt (the quest log): one per quest, a second answer replaced the first. */
  reflections: z.array(
    z.object({
      quest_id: z.string(),
      quest_title: z.string(),
      occupation_code: z.string().nullable(),
      occupation_title: z.string().nullable(),
      rating: z.number().int(),
      direction: z.enum(['more', 'different']),
      surprise: z.string().nullable(),
      ended: z.enum(['finished', 'switched']),
      started_at: when.nullable(),
      ended_at: when,
    }),
  ),
  /** The interest profiler's saved answers (item id → 1–5) with the profile they give; null when none is saved. */
  interest_profile: z
    .object({
      answers: z.record(z.string(), z.number().int()),
      scores: InterestScores,
      updated_at: when,
    })
    .nullable(),
  subscription: z
    .object({
      status: z.string(),
      product_id: z.string().nullable(),
      price_id: z.string().nullable(),
      current_period_end: when.nullable(),
      cancel_at_period_end: z.boolean(),
      /** The payment provider's ids for the user (Stripe customer and subscription). */
      customer_id: z.string().nullable(),
      subscription_id: z.string().nullable(),
    })
    .nullable(),
  /** Sign-in sessions, one per device sign-in (never a token). */
  sessions: z.array(
    z.object({
      started_at: when,
      last_used_at: when,
      expires_at: when,
      revoked_at: when.nullable(),
      user_agent: z.string().nullable(),
    }),
  ),
  /** Mail sent to the account's address; the bodies are cleared once delivered, so none are here. */
  mails: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      status: z.enum(['pending', 'sent', 'failed']),
      created_at: when,
      sent_at: when.nullable(),
    }),
  ),
  feedback_messages: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      page: z.string().nullable(),
      created_at: when,
      // Files are links the owner downloads while signed in, so the export never holds them in memory.
      attachments: z.array(
        z.object({
          id: z.string(),
          kind: z.enum(['screenshot', 'voice']),
          filename: z.string(),
          mime: z.string(),
          size: z.number().int(),
          download_url: z.string(),
        }),
      ),
    }),
  ),
  support_messages: z.array(
    z.object({ id: z.string(), name: z.string(), email: z.string(), message: z.string(), created_at: when }),
  ),
});
export type AccountExport = z.infer<typeof AccountExport>;

/** Where the owner downloads one of their feedback files (GET, signed in). */
export const feedbackAttachmentPath = (id: string) => `/api/me/feedback-attachments/${id}`;

/**
 * The sections of a fresh account's export, each empty. A context that has not registered (yet)
 * exports as empty, so the file's shape is always complete.
 */
export const EMPTY_EXPORT_SECTIONS = {
  onboarding_responses: [],
  generated_quests: [],
  quest_selections: [],
  daily_settings: null,
  reminder_links_used: [],
  check_ins: [],
  milestone_progress: [],
  quest_progress: [],
  reflections: [],
  progress_awards: [],
  interest_profile: null,
  subscription: null,
  sessions: [],
  mails: [],
  feedback_messages: [],
  support_messages: [],
} satisfies Omit<AccountExport, 'format' | 'exported_at' | 'account' | 'profile'>;
