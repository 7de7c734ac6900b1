import { authNotice } from '@sidequest/contracts';
import { toast } from '@sidequest/web-ui';
import { apiErrorMessage } from '../../../lib/api-error';
import { authFailed } from '../auth-validation';

/** The form's own check refused the input: the contract's message. */
export const toastRefused = (message: string) => toast({ ...authNotice(message), variant: 'destructive' });

/** The api refused the request (or could not be reached): its message, or "Try again.". */
export const toastAuthFailed = (error: unknown) =>
  toast({ ...authFailed(apiErrorMessage(error)), variant: 'destructive' });

/** A mail is on its way (sign-up confirmation, reset link): shown for 10 s, long enough to read. */
export const toastCheckEmail = (description: string) =>
  toast({ title: 'Check your email', description, variant: 'success', duration: 10_000 });
