import { useEffect } from 'react';
import { SupportMessageBody } from '@sidequest/contracts';
import { toast } from '@sidequest/web-ui';
import { useZodForm } from '../../../lib/forms/useZodForm';
import { useSession } from '../../../lib/session';
import { useSendSupportMessageMutation } from '../api/support-api';

const empty = { name: '', email: '', message: '' };

/**
 * The shared contract (SupportMessageBody) checks on submit (trimmed); the first failing message is the error toast.
 * A signed-in person's address is filled in for them, and stays editable.
 */
export function useSupportForm() {
  const [send, { isLoading: sending }] = useSendSupportMessageMutation();
  const signedInEmail = useSession().user?.email ?? '';
  const { form, onSubmit } = useZodForm(SupportMessageBody, {
    defaultValues: { ...empty, email: signedInEmail },
    onInvalid: (message) => toast({ title: message, variant: 'destructive' }),
    onValid: async (body) => {
      if (sending) return;
      try {
        await send(body).unwrap();
        form.reset({ ...empty, email: signedInEmail });
        toast({ title: "Message sent successfully! We'll get back to you soon.", variant: 'success' });
      } catch (error) {
        // Any backend error is logged and the form keeps what the user typed.
        console.error('Support message failed', error);
        toast({ title: 'Failed to send message. Please try again.', variant: 'destructive' });
      }
    },
  });
  // The session may arrive after the form: fill the address then, unless the person has typed one.
  useEffect(() => {
    if (signedInEmail && !form.getFieldState('email').isDirty && !form.getValues('email'))
      form.setValue('email', signedInEmail);
  }, [signedInEmail, form]);

  const messageLength = form.watch('message').length;
  return { register: form.register, messageLength, sending, onSubmit };
}
