import { SupportMessageBody } from '@sidequest/contracts';
import { toast } from '@sidequest/web-ui';
import { useZodForm } from '../../../lib/forms/useZodForm';
import { useSendSupportMessageMutation } from '../api/support-api';

const empty = { name: '', email: '', message: '' };

/** The shared contract (SupportMessageBody) checks on submit (trimmed); the first failing message is the error toast. */
export function useSupportForm() {
  const [send, { isLoading: sending }] = useSendSupportMessageMutation();
  const { form, onSubmit } = useZodForm(SupportMessageBody, {
    defaultValues: empty,
    onInvalid: (message) => toast({ title: message, variant: 'destructive' }),
    onValid: async (body) => {
      if (sending) return;
      try {
        await send(body).unwrap();
        form.reset(empty);
        toast({ title: "Message sent successfully! We'll get back to you soon.", variant: 'success' });
      } catch (error) {
        // Any backend error is logged and the form keeps what the user typed.
        console.error('Support message failed', error);
        toast({ title: 'Failed to send message. Please try again.', variant: 'destructive' });
      }
    },
  });
  const messageLength = form.watch('message').length;
  return { register: form.register, messageLength, sending, onSubmit };
}
