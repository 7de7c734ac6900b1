import { SUPPORT_LIMITS } from '@sidequest/contracts';
import { Button, Card } from '@sidequest/web-ui';
import { Field, Input, Textarea } from '@sidequest/web-ui/primitives';
import { SendIcon } from 'lucide-react';
import { useSupportForm } from '../hooks/useSupportForm';

/** Who is writing: one-line inputs, each capped at the contract's limit. */
const CONTACT_FIELDS = [
  { name: 'name', label: 'Name', autoComplete: 'name', placeholder: 'Your name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'you@example.com' },
] as const;

export function SupportForm() {
  const { register, messageLength, sending, onSubmit } = useSupportForm();

  return (
    <Card className="support-card">
      {/* noValidate: the contract's own messages (shown as toasts) replace the browser's bubbles. */}
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Contact support">
        {CONTACT_FIELDS.map(({ name, label, ...input }) => (
          <Field key={name} label={label}>
            <Input {...input} required maxLength={SUPPORT_LIMITS[name]} {...register(name)} />
          </Field>
        ))}
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
