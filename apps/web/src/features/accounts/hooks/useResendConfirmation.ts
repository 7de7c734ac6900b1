import { useEffect, useState } from 'react';
import { toast } from '@sidequest/web-ui';
import { apiErrorMessage } from '../../../lib/api-error';
import { useResendConfirmationMutation } from '../api/auth-api';

/** After a mail goes out the button rests this long: a new mail takes a moment, and the api limits resends. */
export const RESEND_REST_MS = 15_000;

/**
 * "Send again" on the check-your-inbox screen. The api answers alike for every address; a refusal (too
 * many resends, a 429 with its wait) is kept to show on the page, not only in a toast.
 */
export function useResendConfirmation(email: string) {
  const [resend, { isLoading: pending }] = useResendConfirmationMutation();
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const resting = sentAt !== null;

  useEffect(() => {
    if (sentAt === null) return;
    const timer = setTimeout(() => setSentAt(null), RESEND_REST_MS);
    return () => clearTimeout(timer);
  }, [sentAt]);

  async function sendAgain() {
    if (pending || resting) return;
    try {
      await resend({ email }).unwrap();
      setRefusal(null);
      setSentAt(Date.now());
      toast({ title: 'Sent again', description: `A new link is on its way to ${email}.`, variant: 'success' });
    } catch (error) {
      const message = apiErrorMessage(error) ?? 'We could not send it just now. Try again in a moment.';
      setRefusal(message);
      toast({ title: 'Not sent', description: message, variant: 'destructive' });
    }
  }

  return { sendAgain, pending, sent: resting, refusal };
}
