/** Every route of the app (route-table.spec.ts lists them too), so links and redirects never drift from the router. */
export const paths = {
  home: '/',
  auth: '/auth',
  onboarding: '/onboarding',
  dashboard: '/dashboard',
  currentQuest: '/current-quest',
  browseQuests: '/browse-quests',
  policy: '/policy',
  support: '/support',
  account: '/account',
  billingTestCheckout: '/billing/test-checkout',
  billingTestPortal: '/billing/test-portal',
  reminderDone: '/reminders/done',
  reminderUnsubscribe: '/reminders/unsubscribe',
  reminderResume: '/reminders/resume',
  occupations: '/occupations',
  occupation: '/occupations/:code',
  interestProfiler: '/discover',
  explorations: '/explorations',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The address of an occupation's page. */
export const occupationPath = (code: string) => paths.occupation.replace(':code', encodeURIComponent(code));
