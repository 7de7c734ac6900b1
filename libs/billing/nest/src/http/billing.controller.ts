import { BadRequestException, Controller, Get, Headers, Inject, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  CreateCheckout,
  CreatePortalSession,
  GetSubscriptionStatus,
  HandleWebhookEvent,
  type PaymentGateway,
} from '@sidequest/billing-domain';
import { BillingRedirect, SubscriptionStatus } from '@sidequest/contracts';
import {
  CurrentUser,
  LiveAccountWrites,
  UNAUTHENTICATED,
  WriteGuardExempt,
  type AuthenticatedUser,
} from '@sidequest/platform-auth';
import { Answers, ApiResponses, ENDPOINT_LIMITS, Public, RateLimited, unwrap } from '@sidequest/platform-http';
import { PAYMENT_GATEWAY, STRIPE_WEBHOOK, type StripeWebhook } from '../billing.tokens';

const PROVIDER_DOWN = {
  status: 503,
  description:
    'The payment provider failed or timed out (nothing changed, try again), or billing is disabled on this server',
};
const iso = (d: Date | null) => d?.toISOString() ?? null;

@ApiTags('billing')
@Controller('billing')
export class BillingController {
  constructor(
    private readonly status: GetSubscriptionStatus,
    private readonly checkout: CreateCheckout,
    private readonly portal: CreatePortalSession,
    private readonly webhook: HandleWebhookEvent,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(STRIPE_WEBHOOK) private readonly stripeWebhook: StripeWebhook | null,
    private readonly live: LiveAccountWrites,
  ) {}

  @Get('subscription')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'check-subscription: the local entitlement (never asks the provider)' })
  @Answers(200, 'The subscription state', SubscriptionStatus)
  @ApiResponse(UNAUTHENTICATED)
  async subscription(@CurrentUser() user: AuthenticatedUser): Promise<SubscriptionStatus> {
    const view = unwrap(await this.status.execute({ userId: user.userId }));
    return {
      subscribed: view.subscribed,
      product_id: view.productId,
      subscription_end: iso(view.subscriptionEnd),
      status: view.status,
      cancel_at_period_end: view.cancelAtPeriodEnd,
      grace_ends_at: iso(view.graceEndsAt),
      mode: this.gateway.mode,
    };
  }

  @Post('checkout')
  @WriteGuardExempt('waits on the payment provider: ensureLive, so a slow provider holds no lock')
  // Above the auth guard: guards run in order, and the limit counts per user.
  @RateLimited(ENDPOINT_LIMITS.billing)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'create-checkout: a subscription Checkout Session for the $2/month price; open the url in a new tab',
  })
  @Answers(200, 'The checkout url', BillingRedirect)
  @ApiResponses({ status: 409, description: 'Already subscribed' }, PROVIDER_DOWN, UNAUTHENTICATED)
  async createCheckout(@CurrentUser() user: AuthenticatedUser): Promise<BillingRedirect> {
    // Not inside LiveAccountWrites' transaction: the provider call may take seconds and must hold no row lock.
    await this.live.ensureLive(user.userId);
    return unwrap(await this.checkout.execute({ userId: user.userId, email: user.email ?? '' }));
  }

  @Post('portal')
  @WriteGuardExempt('waits on the payment provider: ensureLive, so a slow provider holds no lock')
  @RateLimited(ENDPOINT_LIMITS.billing)
  @ApiBearerAuth()
  @ApiOperation({ summary: "customer-portal: a Billing Portal session for the user's own customer" })
  @Answers(200, 'The portal url', BillingRedirect)
  @ApiResponses({ status: 404, description: 'No subscription to manage yet' }, PROVIDER_DOWN, UNAUTHENTICATED)
  async createPortal(@CurrentUser() user: AuthenticatedUser): Promise<BillingRedirect> {
    await this.live.ensureLive(user.userId);
    return unwrap(await this.portal.execute({ userId: user.userId }));
  }

  @Post('webhook')
  // Stripe signs the body; there is no user.
  @Public()
  @ApiOperation({
    summary: 'Stripe webhooks: signature checked on the raw body; each event re-fetches the subscription',
  })
  @Answers(200, '{ received: true, outcome }')
  @ApiResponse({ status: 400, description: 'Missing or bad Stripe-Signature' })
  async receive(
    @Req() req: FastifyRequest & { rawBody?: Buffer },
    @Headers('stripe-signature') signature?: string,
  ): Promise<{ received: true; outcome: string }> {
    const event =
      this.stripeWebhook && req.rawBody && signature ? this.stripeWebhook.verify(req.rawBody, signature) : null;
    if (!event) throw new BadRequestException('Invalid webhook signature');
    // A provider failure throws here and answers 500, so Stripe delivers the event again.
    const outcome = unwrap(await this.webhook.execute(event));
    return { received: true, outcome };
  }
}
