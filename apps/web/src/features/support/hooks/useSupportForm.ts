import { useState, type FormEvent } from 'react';
import { toast } from '@sidequest/web-ui';
import { useSendSupportMessageMutation } from '../api/support-api';
import { validateSupportMessage } from '../support-validation';

const empty = { name: '', email: '', message: '' };
export type SupportField = keyof typeof empty;

export function useSupportForm() {
  const [values, setValues] = useState(empty);
  const [send, { isLoading: sending }] = useSendSupportMessageMutation();

  const setField = (field: SupportField, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const result = validateSupportMessage(values);
    if (!result.ok) {
      toast({ title: result.message, variant: 'destructive' });
      return;
    }
    try {
      await send(result.body).unwrap();
      setValues(empty);
      toast({ title: "Message sent successfully! We'll get back to you soon.", variant: 'success' });
    } catch (error) {
      // Spec 8: any backend error is logged and the form keeps what the user typed.
      console.error('Support message failed', error);
      toast({ title: 'Failed to send message. Please try again.', variant: 'destructive' });
    }
  };

  return { values, setField, sending, onSubmit };
}
