import { SUPPORT_LIMITS } from '@sidequest/contracts';
import { Button, Card } from '@sidequest/web-ui';
import { Field, Input, Textarea } from '@sidequest/web-ui/primitives';
import { SendIcon } from 'lucide-react';
import { useSupportForm } from '../hooks/useSupportForm';

export function SupportForm() {
  const { register, messageLength, sending, onSubmit } = useSupportForm();

  return (
    <Card className="support-card">
      {/* noValidate: the contract's own messages (shown as toasts) replace the browser's bubbles. */}
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Contact support">
        <Field label="Name">
          <Input
            autoComplete="name"
            placeholder="Your name"
            required
            maxLength={SUPPORT_LIMITS.name}
            {...register('name')}
          />
        </Field>
        <Field label="Email">
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
            maxLength={SUPPORT_LIMITS.email}
            {...register('email')}
          />
        </Field>
        <Field label="Message" aside={`${messageLength}/${SUPPORT_LIMITS.message}`}>
          <Textarea
            placeholder="How can we help you?"
            rows={6}
            resizable={false}
            required
            maxLength={SUPPORT_LIMITS.message}
            {...register('message')}
          />
        </Field>
        <Button
          type="submit"
          variant="hero"
          size="lg"
          block
          loading={sending}
          loadingText="Sending..."
          className="support-card__submit"
        >
          <SendIcon size={18} /> Send Message
        </Button>
      </form>
    </Card>
  );
}
