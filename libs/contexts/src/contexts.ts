import type { AppConfig } from '@sidequest/platform-config';
import type { ContextModule } from '@sidequest/platform-db';
import { accountsContext, type AccountsModuleOptions } from '@sidequest/accounts-nest';
import { questsContext } from '@sidequest/quests-nest';
import { signaturePlanSteps } from '@sidequest/quests-domain';
import { plansContext } from '@sidequest/plans-nest';
import { billingContext } from '@sidequest/billing-nest';
import { progressContext } from '@sidequest/progress-nest';
import { feedbackContext } from '@sidequest/feedback-nest';

/** What the running process adds to the configuration: tests lower limits, production keeps the defaults. */
export interface ContextsRuntime {
  /** Tests lower the sign-in rate limits. */
  accounts?: AccountsModuleOptions;
}

/** How one context is built from the configuration and the runtime options. */
export type ContextEntry = (config: AppConfig, runtime: ContextsRuntime) => ContextModule;

/**
 * Every context of the product, in one place. The api and the worker both read this list: the api
 * imports each module and applies each context's migrations; the worker runs the job processors of
 * the contexts that have a worker module. A new context is one entry here (`npx nx g ./tools/generators:context <name>` adds it).
 */
export const contextEntries: readonly ContextEntry[] = [
  (_config, runtime) => accountsContext(runtime.accounts),
  () => questsContext(),
  () => plansContext({ questSteps: (id) => signaturePlanSteps(id) }),
  (config) => billingContext({ testCheckout: !config.isProduction }),
  () => progressContext(),
  () => feedbackContext(),
];

/** The contexts as modules, in list order. */
export function productContexts(config: AppConfig, runtime: ContextsRuntime = {}): ContextModule[] {
  return contextEntries.map((entry) => entry(config, runtime));
}
