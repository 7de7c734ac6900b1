import { describe, expect, it } from 'vitest';
import { firstErrorMessage } from './first-error';

describe('firstErrorMessage', () => {
  it("follows the form's field order, not the error object's", () => {
    const errors = {
      message: { type: 'too_small', message: 'Message is required' },
      name: { type: 'too_small', message: 'Name is required' },
    };
    expect(firstErrorMessage(errors, ['name', 'email', 'message'])).toBe('Name is required');
    expect(firstErrorMessage({ message: errors.message }, ['name', 'email', 'message'])).toBe('Message is required');
    expect(firstErrorMessage({}, ['name'])).toBeUndefined();
  });
});
