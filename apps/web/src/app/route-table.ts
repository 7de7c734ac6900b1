import type { ComponentType } from 'react';
import { LandingPage } from '../features/landing/components/LandingPage';
import { paths } from '../lib/paths';

export interface RouteEntry {
  path: string;
  /** Loaded on first visit so each screen ships in its own chunk. */
  load: () => Promise<ComponentType>;
  /** Without a session these go to /auth (see RequireSession). */
  requiresSession: boolean;
  /** In the entry bundle: the landing paints with the first script, with no second round trip or jump. */
  eager?: ComponentType;
}

export const NOT_FOUND_PATH = '*';

/** Old addresses that still work: each sends the browser on to its new path, keeping the query string and hash. */
export const redirectTable: { from: string; to: string }[] = [
  // The current quest's page was /quest-progress; bookmarks and old mails still point there.
  { from: '/quest-progress', to: paths.currentQuest },
];

export const routeTable: RouteEntry[] = [
  { path: paths.home, requiresSession: false, eager: LandingPage, load: () => Promise.resolve(LandingPage) },
  {
    path: paths.auth,
    requiresSession: false,
    load: () => import('../features/accounts/components/AuthPage').then((m) => m.AuthPage),
  },
  {
    path: paths.onboarding,
    requiresSession: true,
    load: () => import('../features/quests/components/OnboardingPage').then((m) => m.OnboardingPage),
  },
  {
    path: paths.dashboard,
    requiresSession: true,
    load: () => import('./screens/DashboardScreen').then((m) => m.DashboardScreen),
  },
  {
    path: paths.currentQuest,
    requiresSession: true,
    load: () => import('./screens/CurrentQuestScreen').then((m) => m.CurrentQuestScreen),
  },
  {
    path: paths.browseQuests,
    requiresSession: true,
    load: () => import('../features/quests/components/BrowseQuestsPage').then((m) => m.BrowseQuestsPage),
  },
  {
    path: paths.policy,
    requiresSession: false,
    load: () => import('../features/policy/components/PolicyPage').then((m) => m.PolicyPage),
  },
  {
    path: paths.support,
    requiresSession: false,
    load: () => import('../features/feedback/components/SupportPage').then((m) => m.SupportPage),
  },
  {
    path: paths.account,
    requiresSession: true,
    load: () => import('./screens/AccountScreen').then((m) => m.AccountScreen),
  },
  // The api's local test checkout and portal (no Stripe keys set) send the user here.
  {
    path: paths.billingTestCheckout,
    requiresSession: true,
    load: () => import('../features/billing/components/TestCheckoutPage').then((m) => m.TestCheckoutPage),
  },
  {
    path: paths.billingTestPortal,
    requiresSession: true,
    load: () => import('../features/billing/components/TestPortalPage').then((m) => m.TestPortalPage),
  },
  // A reminder mail's links (?token=…): public, since a mail is opened on any device; only their button acts.
  {
    path: paths.reminderDone,
    requiresSession: false,
    load: () => import('../features/progress/components/ReminderLinkPage').then((m) => m.ReminderDonePage),
  },
  {
    path: paths.reminderUnsubscribe,
    requiresSession: false,
    load: () => import('../features/progress/components/ReminderLinkPage').then((m) => m.ReminderUnsubscribePage),
  },
  {
    path: paths.reminderResume,
    requiresSession: false,
    load: () => import('../features/progress/components/ReminderLinkPage').then((m) => m.ReminderResumePage),
  },
  // The occupations index, the interest profiler and your explorations share one chunk (features/explore/index.ts);
  // occupation pages, pre-rendered, have their own (features/explore/occupation-page.ts).
  {
    path: paths.occupations,
    requiresSession: false,
    load: () => import('../features/explore').then((m) => m.OccupationsIndexPage),
  },
  {
    path: paths.occupation,
    requiresSession: false,
    load: () => import('../features/explore/occupation-page').then((m) => m.OccupationPage),
  },
  {
    path: paths.interestProfiler,
    requiresSession: false,
    load: () => import('../features/explore').then((m) => m.InterestProfilerPage),
  },
  {
    path: paths.explorations,
    requiresSession: true,
    load: () => import('../features/explore').then((m) => m.ExplorationsPage),
  },
  {
    path: NOT_FOUND_PATH,
    requiresSession: false,
    load: () => import('../features/not-found/components/NotFoundPage').then((m) => m.NotFoundPage),
  },
];
