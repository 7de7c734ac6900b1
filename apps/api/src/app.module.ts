import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { AppConfigModule, type AppConfig } from '@sidequest/platform-config';
import { DbModule, migrationsOf, type ContextModule } from '@sidequest/platform-db';
import { QueueModule, type RetryPolicy } from '@sidequest/platform-queue';
import { MailModule, mailMigrations } from '@sidequest/platform-mail';
import { ClientLogController, HealthController, HttpErrorFilter, LoggingModule, rateLimitMigrations, RateLimitModule } from '@sidequest/platform-http';
import { AccessGuard, PlatformAuthModule } from '@sidequest/platform-auth';
import { JobProcessorsModule } from '@sidequest/jobs';
import { accountsContext, OnboardingStatusModule, type AccountsModuleOptions } from '@sidequest/accounts-nest';
import { plansContext } from '@sidequest/plans-nest';
import { questsContext } from '@sidequest/quests-nest';
import { signaturePlanSteps } from '@sidequest/quests-domain';
import { billingContext } from '@sidequest/billing-nest';
import { progressContext } from '@sidequest/progress-nest';
import { feedbackContext } from '@sidequest/feedback-nest';

export interface ApiRuntime {
  databaseUrl: string;
  /** Tests shorten retries; production keeps the default policy. */
  retryPolicy?: RetryPolicy;
  /** Tests lower the rate limits. */
  accounts?: AccountsModuleOptions;
}

/**
 * Every context of the product, in one place: its module, tables and jobs follow from this list.
 * A new context is one line here (and one in apps/worker when it has jobs).
 */
function contexts(config: AppConfig, runtime: ApiRuntime): ContextModule[] {
  const billing = billingContext({ testCheckout: !config.isProduction });
  const plans = plansContext({ questSteps: (id) => signaturePlanSteps(id) });
  // A context that asks another gets that context's module here: quests asks plans to keep each chosen
  // quest's plan and accounts to complete onboarding; progress asks quests for the current quest and
  // billing for the entitlement.
  const quests = questsContext({ imports: [plans.module, OnboardingStatusModule] });
  const progress = progressContext({ imports: [quests.module, billing.module] });
  return [accountsContext(runtime.accounts), quests, plans, billing, progress, feedbackContext()];
}

/** The composition root: which adapters run, and nothing else. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, runtime: ApiRuntime): DynamicModule {
    const inProcessJobs = !config.queue.redisUrl;
    const products = contexts(config, runtime);
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggingModule.forRoot({ level: config.logLevel }),
        DbModule.forRoot({ url: runtime.databaseUrl, migrations: migrationsOf(products, mailMigrations, rateLimitMigrations), migrate: true }),
        QueueModule.forRoot({ redisUrl: config.queue.redisUrl, prefix: config.queue.prefix, runProcessors: inProcessJobs, policy: runtime.retryPolicy }),
        MailModule.forRoot({ ...config.mail, devOutboxPage: !config.isProduction }),
        RateLimitModule.forRoot({ redisUrl: config.queue.redisUrl, prefix: config.queue.prefix, databaseUrl: runtime.databaseUrl, endpointLimitScale: config.http.rateLimitScale }),
        PlatformAuthModule,
        ...products.map((c) => c.module),
        ...(inProcessJobs ? [JobProcessorsModule.forContexts(products)] : []),
      ],
      controllers: [HealthController, ClientLogController],
      // Deny by default: a route without @Public() or @OptionalUser() needs a signed-in user.
      providers: [
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        { provide: APP_GUARD, useClass: AccessGuard },
      ],
    };
  }
}
