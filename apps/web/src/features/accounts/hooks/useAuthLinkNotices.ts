import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { googleErrorMessage } from '@sidequest/contracts';
import { toast } from '@sidequest/web-ui';

/** The api sends people back to /auth with a reason: a dead confirmation link, or a failed Google sign-in. */
export function useAuthLinkNotices(): void {
  const [params, setParams] = useSearchParams();
  const shown = useRef(false);
  const confirm = params.get('confirm');
  const googleError = params.get('google_error');

  useEffect(() => {
    if (shown.current || (confirm !== 'invalid' && confirm !== 'done' && !googleError)) return;
    shown.current = true;
    if (confirm === 'invalid') {
      toast({
        title: 'Confirmation link invalid',
        description:
          'This confirmation link is invalid or has expired. If you already confirmed your address, sign in.',
        variant: 'destructive',
        duration: 10_000,
      });
    }
    // A link opened in a browser other than the one that signed up (or opened twice) confirms, but signs nobody in.
    if (confirm === 'done') {
      toast({
        title: 'Address confirmed, please sign in',
        description: 'Sign in with your password to continue your quest.',
        variant: 'success',
        duration: 10_000,
      });
    }
    if (googleError)
      toast({ title: 'Authentication failed', description: googleErrorMessage(googleError), variant: 'destructive' });
    // Shown once: a reload or a shared URL should not repeat it.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('confirm');
        next.delete('google_error');
        return next;
      },
      { replace: true },
    );
  }, [confirm, googleError, setParams]);
}
