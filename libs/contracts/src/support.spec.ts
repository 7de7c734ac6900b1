import { describe, expect, it } from 'vitest';
import { SupportMessageBody } from './support';

/** What the support form shows: the parsed body, or the first failing message in the form's order. */
function validateSupportMessage(values: { name: string; email: string; message: string }) {
  const parsed = SupportMessageBody.safeParse(values);
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message };
}

const valid = { name: 'Ada', email: 'ada@example.com', message: 'Hello there' };

describe('SupportMessageBody, as the support form uses it', () => {
  it('trims the values it accepts', () => {
    expect(validateSupportMessage({ name: '  Ada ', email: ' ada@example.com ', message: ' Hi ' })).toEqual({
      ok: true,
      body: { name: 'Ada', email: 'ada@example.com', message: 'Hi' },
    });
  });

  it('reports only the first failing rule, in the order of the form', () => {
    expect(validateSupportMessage({ name: '   ', email: 'nope', message: '' })).toEqual({
      ok: false,
      message: 'Name is required',
    });
    expect(validateSupportMessage({ ...valid, email: 'nope', message: '' })).toEqual({
      ok: false,
      message: 'Invalid email address',
    });
    expect(validateSupportMessage({ ...valid, message: '  ' })).toEqual({ ok: false, message: 'Message is required' });
  });

  it('uses the spec wording for the length limits', () => {
    expect(validateSupportMessage({ ...valid, name: 'x'.repeat(101) })).toEqual({
      ok: false,
      message: 'Name must be less than 100 characters',
    });
    expect(validateSupportMessage({ ...valid, message: 'x'.repeat(2001) })).toEqual({
      ok: false,
      message: 'Message must be less than 2000 characters',
    });
  });
});
