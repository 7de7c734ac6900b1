import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is disabled, busy and shows its loading text with a spinner while loading', () => {
    const html = renderToString(
      <Button variant="hero" loading loadingText="Sending...">
        Send Message
      </Button>,
    );
    expect(html).toContain('disabled');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('sq-spinner');
    expect(html).toContain('Sending...');
    expect(html).not.toContain('Send Message');
  });

  it('defaults to type=button so it never submits a form by accident', () => {
    expect(renderToString(<Button>Go</Button>)).toContain('type="button"');
  });
});
