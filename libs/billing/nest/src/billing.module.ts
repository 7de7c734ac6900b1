import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import {
  buildBillingUseCases,
  CancelSubscriptionForDeletion,
  CancelTestSubscription,
  CheckPremiumAccess,
  CompleteTestCheckout,
  CreateCheckout,
  CreatePortalSession,
  DisabledPaymentGateway,
  GetSubscriptionStatus,
  HandleWebhookEvent,
  InMemoryLocalSubscriptionStore,
  LocalTestGateway,
  type BillingPorts,
  type BillingUseCases,
  type PaymentGateway,
} from '@sidequest/billing-domain';
import { systemClock, uuidGenerator } from '@sidequest/kernel';
import { LiveAccountWrites, PlatformAuthModule } from '@sidequest/platform-auth';
import { APP_CONFIG, type AppConfig } from '@sidequest/platform-config';
import { contextModule, MikroOrmUnitOfWork, type PortTokens } from '@sidequest/platform-db';
import { PAYMENT_GATEWAY, STRIPE_WEBHOOK, type StripeWebhook } from './billing.tokens';
import { BillingController } from './http/billing.controller';
import { TestCheckoutController } from './http/test-checkout.controller';
import { billingEntitySchemas } from './persistence/billing.schemas';
import { BillingUserDataContributor } from './persistence/billing-user-data.contributor';
import {
  MikroOrmEntitlementRepository,
  MikroOrmProcessedEventRepository,
} from './persistence/mikro-orm-billing.repositories';
import { createStripeClient, type StripeClient } from './stripe/stripe-client';
import { StripePaymentGateway } from './stripe/stripe-payment.gateway';
import { verifyStripeEvent } from './stripe/stripe-webhook.verifier';

const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');
const clock = systemClock;

/** Each adapter port of buildBillingUseCases as the token that provides it. */
const ports: PortTokens<Omit<BillingPorts, 'clock'>> = {
  gateway: PAYMENT_GATEWAY,
  entitlements: MikroOrmEntitlementRepository,
  processedEvents: MikroOrmProcessedEventRepository,
  // From the global DbModule.
  unitOfWork: MikroOrmUnitOfWork,
  // Platform auth's account lock (PlatformAuthModule).
  accounts: LiveAccountWrites,
};

/** Controllers and other contexts inject each use case by its class (the two test-checkout ones are null off the local checkout). */
const expose = {
  handleWebhookEvent: HandleWebhookEvent,
  getSubscriptionStatus: GetSubscriptionStatus,
  checkPremiumAccess: CheckPremiumAccess,
  createCheckout: CreateCheckout,
  createPortalSession: CreatePortalSession,
  cancelSubscriptionForDeletion: CancelSubscriptionForDeletion,
  completeTestCheckout: CompleteTestCheckout,
  cancelTestSubscription: CancelTestSubscription,
} satisfies Record<keyof BillingUseCases, unknown>;

const providers: Provider[] = [
  MikroOrmEntitlementRepository,
  MikroOrmProcessedEventRepository,
  {
    provide: STRIPE_CLIENT,
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig) => (config.stripe ? createStripeClient(config.stripe) : null),
  },
  {
    // Real Stripe when the three keys are set, none with BILLING=disabled; otherwise the clearly labelled local test checkout.
    provide: PAYMENT_GATEWAY,
    inject: [APP_CONFIG, STRIPE_CLIENT],
    useFactory: (config: AppConfig, stripe: StripeClient | null): PaymentGateway => {
      if (config.billing === 'disabled') return new DisabledPaymentGateway();
      if (config.stripe && stripe)
        return new StripePaymentGateway(stripe, { priceId: config.stripe.priceId, appUrl: config.appUrl });
      // loadConfig refuses this already; a hand-made config must not give premium away either.
      if (config.isProduction) throw new Error('Billing in production needs Stripe keys or BILLING=disabled');
      return new LocalTestGateway({
        store: new InMemoryLocalSubscriptionStore(),
        ids: uuidGenerator,
        clock,
        appUrl: config.appUrl,
      });
    },
  },
  {
    provide: STRIPE_WEBHOOK,
    inject: [APP_CONFIG, STRIPE_CLIENT],
    useFactory: (config: AppConfig, stripe: StripeClient | null): StripeWebhook | null =>
      config.stripe && stripe
        ? { verify: (raw, signature) => verifyStripeEvent(stripe, raw, signature, config.stripe!.webhookSecret) }
        : null,
  },
];

export interface BillingModuleOptions {
  /** The local test checkout's routes; never in production, where they do not exist at all (404). */
  testCheckout: boolean;
}

/**
 * Subscription and entitlement: checkout, portal, webhooks and the local test checkout. It exports
 * CheckPremiumAccess (billing's public use case) to the contexts the composition root gives this module to.
 */
@Module({})
export class BillingModule {
  static forRoot(options: BillingModuleOptions): DynamicModule {
    return contextModule({
      module: BillingModule,
      entities: billingEntitySchemas,
      imports: [PlatformAuthModule],
      controllers: options.testCheckout ? [BillingController, TestCheckoutController] : [BillingController],
      providers,
      userData: BillingUserDataContributor,
      ports,
      constants: { clock },
      build: buildBillingUseCases,
      expose,
      exports: [CheckPremiumAccess],
    });
  }
}
