import { Controller, Inject, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  CancelTestSubscription,
  CompleteTestCheckout,
  LOCAL_TEST_CHECKOUT_LABEL,
  type PaymentGateway,
} from '@sidequest/billing-domain';
import { CancelTestSubscriptionBody, CompleteTestCheckoutBody } from '@sidequest/contracts';
import { DomainError } from '@sidequest/kernel';
import { CurrentUser, LiveAccountWrite, type AuthenticatedUser } from '@sidequest/platform-auth';
import { Answers, DomainErrorException, unwrap, ZodBody } from '@sidequest/platform-http';
import { PAYMENT_GATEWAY } from '../billing.tokens';

const NOT_TEST_MODE = 'The local test checkout is off: billing runs on Stripe or is disabled.';

/** The local test checkout's buttons (no Stripe keys; never registered in production). They go through the webhook path into the same entitlement table. */
@ApiTags('billing (local test checkout)')
@ApiBearerAuth()
@LiveAccountWrite()
@Controller('billing')
export class TestCheckoutController {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CompleteTestCheckout) private readonly complete: CompleteTestCheckout | null,
    @Inject(CancelTestSubscription) private readonly cancel: CancelTestSubscription | null,
  ) {}

  @Post('test-checkout/complete')
  @ApiOperation({ summary: `${LOCAL_TEST_CHECKOUT_LABEL} Subscribe with a test checkout session.` })
  @Answers(200, '{ outcome }')
  @ApiResponse({ status: 404, description: "Not this user's session, or Stripe is configured" })
  async completeCheckout(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(CompleteTestCheckoutBody) body: CompleteTestCheckoutBody,
  ) {
    const complete = testModeOnly(this.complete);
    return this.labelled(unwrap(await complete.execute({ userId: user.userId, sessionId: body.session_id })));
  }

  @Post('test-portal/cancel')
  @ApiOperation({ summary: `${LOCAL_TEST_CHECKOUT_LABEL} Cancel at period end or now.` })
  @Answers(200, '{ outcome }')
  @ApiResponse({ status: 404, description: 'No subscription, or Stripe is configured' })
  async cancelSubscription(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(CancelTestSubscriptionBody) body: CancelTestSubscriptionBody,
  ) {
    const cancel = testModeOnly(this.cancel);
    return this.labelled(unwrap(await cancel.execute({ userId: user.userId, when: body.when })));
  }

  /** Every answer of the test checkout says so, with the gateway's mode. */
  private labelled<O>(outcome: O) {
    return { outcome, label: LOCAL_TEST_CHECKOUT_LABEL, mode: this.gateway.mode };
  }
}

/** The test checkout's use cases exist only over the local gateway; otherwise its routes answer 404. */
function testModeOnly<T>(useCase: T | null): T {
  if (!useCase) throw new DomainErrorException(new DomainError('not_found', NOT_TEST_MODE));
  return useCase;
}
