import type { Clock } from '@sidequest/kernel';
import type { AppConfig } from '@sidequest/platform-config';
import type { ContextModule } from '@sidequest/platform-db';
import { accountsContext, AccountWriteGateModule, type AccountsModuleOptions } from '@sidequest/accounts-nest';
import { questsContext } from '@sidequest/quests-nest';
import { signaturePlanSteps } from '@sidequest/quests-domain';
import { plansContext } from '@sidequest/plans-nest';
import { billingContext } from '@sidequest/billing-nest';
import { progressContext } from '@sidequest/progress-nest';
import { ReminderDaySettingsModule, remindersContext } from '@sidequest/reminders-nest';
import { feedbackContext } from '@sidequest/feedback-nest';
import { occupationsContext } from '@sidequest/occupations-nest';

/** What the running process adds to the configuration: tests lower limits, production keeps the defaults. */
export interface ContextsRuntime {
  /** Tests lower the sign-in rate limits. */
  accounts?: AccountsModuleOptions;
  /**
   * "Now" for quests, progress, reminders, feedback and occupations: the api passes the platform's dev clock
   * outside production (PUT /dev/clock turns it), so a journey lives through days in every context at once.
   * Accounts and billing keep the system clock: sessions, tokens and Stripe's signatures are checked against
   * real time. Default: the system clock.
   */
  clock?: Clock;
  /** Outside production: reminders' POST /dev/reminders/tick at the dev clock's time. */
  devTools?: boolean;
}

/** The module of a context built earlier in the list, by name: how an entry hands another context's module to its own. */
export type ContextModuleOf = (name: string) => ContextModule['module'];

/**
 * How one context is built from the configuration and the runtime options. A context that asks another
 * (through that context's public use case) gets the other's module in its imports, via `moduleOf`.
 */
export type ContextEntry = (config: AppConfig, runtime: ContextsRuntime, moduleOf: ContextModuleOf) => ContextModule;

/**
 * Every context of the product, in one place. The api and the worker both read this list: the api
 * imports each module and applies each context's migrations; the worker runs the job processors of
 * the contexts that have a worker module. A new context is one entry here (`npx nx g ./tools/generators:context <name>` adds it).
 */
export const contextEntries: readonly ContextEntry[] = [
  (_config, runtime) => accountsContext(runtime.accounts),
  () => plansContext({ questSteps: (id) => signaturePlanSteps(id) }),
  (config) => billingContext({ testCheckout: !config.isProduction }),
  // Quests asks plans to keep each chosen quest's plan, accounts to complete onboarding and billing for the
  // entitlement its browse board locks by. The person's taste
  // (progress's reflections) steering New Quest and the other quests is a read model (libs/read-models).
  (_config, runtime, moduleOf) =>
    questsContext({
      imports: [moduleOf('plans'), moduleOf('accounts'), moduleOf('billing')],
      clock: runtime.clock,
    }),
  // Progress asks quests for the current quest and the community catalogue, billing for the entitlement,
  // and reminders for the person's saved zone (reminders' answer module, which imports nothing of progress).
  (_config, runtime, moduleOf) =>
    progressContext({
      imports: [moduleOf('quests'), moduleOf('billing'), ReminderDaySettingsModule],
      clock: runtime.clock,
    }),
  // Reminders asks progress for what the person has done (and checks them in from a "done" link), and
  // accounts for the address a reminder goes to. The worker's tick imports this same module.
  (_config, runtime, moduleOf) =>
    remindersContext({
      imports: [moduleOf('progress'), moduleOf('accounts')],
      clock: runtime.clock,
      devReminderTick: runtime.devTools,
    }),
  (_config, runtime) => feedbackContext(runtime.clock),
  (_config, runtime) => occupationsContext(runtime.clock),
];

/**
 * Accounts' answer to platform auth's write guard (is this account still live?): the api registers it
 * with `AccountWriteGateRegistry.forRoot(accountWriteGate)`; no context module is global.
 */
export const accountWriteGate = AccountWriteGateModule;

/** The contexts as modules, in list order; a context that another asks comes before it. */
export function productContexts(config: AppConfig, runtime: ContextsRuntime = {}): ContextModule[] {
  const built = new Map<string, ContextModule>();
  const moduleOf: ContextModuleOf = (name) => {
    const context = built.get(name);
    if (!context) throw new Error(`context "${name}" must come before the contexts that ask it in contextEntries`);
    return context.module;
  };
  for (const entry of contextEntries) {
    const context = entry(config, runtime, moduleOf);
    built.set(context.name, context);
  }
  return [...built.values()];
}
