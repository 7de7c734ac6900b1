import { SUPPORT_LIMITS } from '@sidequest/contracts';
import { Button, Card, Field, Input, SendIcon, Textarea } from '@sidequest/web-ui';
import { useSupportForm } from '../hooks/useSupportForm';

export function SupportForm() {
  const { values, setField, sending, onSubmit } = useSupportForm();

  return (
    <Card className="support-card">
      {/* noValidate: the spec's own messages (shown as toasts) replace the browser's bubbles. */}
      <form onSubmit={onSubmit} noValidate aria-label="Contact support">
        <Field label="Name">
          <Input
            name="name"
            autoComplete="name"
            placeholder="Your name"
            required
            maxLength={SUPPORT_LIMITS.name}
            value={values.name}
            onChange={(e) => setField('name', e.target.value)}
          />
        </Field>
        <Field label="Email">
          <Input
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
            maxLength={SUPPORT_LIMITS.email}
            value={values.email}
            onChange={(e) => setField('email', e.target.value)}
          />
        </Field>
        <Field label="Message" aside={`${values.message.length}/${SUPPORT_LIMITS.message}`}>
          <Textarea
            name="message"
            placeholder="How can we help you?"
            rows={6}
            resizable={false}
            required
            maxLength={SUPPORT_LIMITS.message}
            value={values.message}
            onChange={(e) => setField('message', e.target.value)}
          />
        </Field>
        <Button type="submit" variant="hero" size="lg" block loading={sending} loadingText="Sending..." className="support-card__submit">
          <SendIcon size={18} /> Send Message
        </Button>
      </form>
    </Card>
  );
}
