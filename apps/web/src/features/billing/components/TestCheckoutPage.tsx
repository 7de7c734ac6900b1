import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PREMIUM_PRICE_LABEL } from '@sidequest/contracts';
import { Button, buttonClass, Card, toast } from '@sidequest/web-ui';
import { SparklesIcon } from 'lucide-react';
import { apiErrorMessage } from '../../../lib/api-error';
import { announceSubscriptionChange } from '../../../lib/billing/subscription-channel';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useCompleteTestCheckoutMutation } from '../api/test-billing-api';
import { TestModeLabel } from './TestModeLabel';
import '../billing.css';

type Outcome = 'open' | 'subscribed' | 'cancelled';

/** Where create-checkout sends the user when no Stripe keys are set: subscribe or cancel, no card. */
export function TestCheckoutPage() {
  useDocumentTitle('Test checkout');
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  const [complete, { isLoading }] = useCompleteTestCheckoutMutation();
  const [outcome, setOutcome] = useState<Outcome>('open');

  const subscribe = async () => {
    try {
      await complete({ session_id: sessionId }).unwrap();
      announceSubscriptionChange();
      setOutcome('subscribed');
    } catch (error) {
      console.error('Test checkout failed', error);
      toast({
        title: 'Error',
        description: apiErrorMessage(error) ?? 'Something went wrong. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="page page--narrow test-billing">
      <TestModeLabel>Test checkout — no real payment</TestModeLabel>
      <Card highlight className="test-billing__card">
        {outcome === 'open' ? (
          <>
            <span className="sq-medallion" aria-hidden="true">
              <SparklesIcon size={26} />
            </span>
            <h1 className="test-billing__title">SideQuest Premium</h1>
            <p className="test-billing__price">{PREMIUM_PRICE_LABEL}</p>
            <p className="test-billing__text">
              Unlocks every community quest. This page stands in for Stripe Checkout on a machine without Stripe keys:
              no card is asked for and no money moves.
            </p>
            {!sessionId && (
              <p className="test-billing__error" role="alert">
                This checkout link is incomplete. Start again from Community Quests.
              </p>
            )}
            <div className="test-billing__actions">
              <Button
                variant="hero"
                size="lg"
                onClick={() => void subscribe()}
                loading={isLoading}
                loadingText="Subscribing..."
                disabled={!sessionId}
              >
                Subscribe
              </Button>
              <Button variant="ghost" onClick={() => setOutcome('cancelled')} disabled={isLoading}>
                Cancel
              </Button>
            </div>
          </>
        ) : outcome === 'subscribed' ? (
          <Outcome
            icon
            title="You're subscribed"
            text="Premium is active: every community quest is open. You can close this tab."
          />
        ) : (
          <Outcome
            title="Checkout cancelled"
            text="Nothing was charged. You can close this tab or go back to the quests."
          />
        )}
      </Card>
    </div>
  );
}

function Outcome({ title, text, icon }: { title: string; text: string; icon?: boolean }) {
  // The pressed button is gone with the form: focus moves to the outcome, not back to the top of the page.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="test-billing__outcome">
      {icon && <SparklesIcon size={40} className="test-billing__done-icon" aria-hidden="true" />}
      <h1 ref={heading} tabIndex={-1} className="test-billing__title">
        {title}
      </h1>
      <p className="test-billing__text">{text}</p>
      <Link to={paths.browseQuests} className={buttonClass({ variant: 'secondary' })}>
        Browse Quests
      </Link>
    </div>
  );
}
