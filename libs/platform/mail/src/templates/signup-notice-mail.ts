/** The owner's "New sign-up: <email>" notice: plain text, sent to OWNER_EMAIL when an account is created. */
export interface SignupNoticeMail {
  kind: 'signup-notice';
  subject: string;
  text: string;
}

export function renderSignupNoticeMail(input: { email: string; at: Date }): SignupNoticeMail {
  // The address goes into a header: no line breaks (header injection), and no longer than a mail client shows.
  const address = input.email.replace(/[\r\n\t]+/g, ' ').trim();
  const shown = address.length > 120 ? `${address.slice(0, 119)}…` : address;
  return {
    kind: 'signup-notice',
    subject: `New sign-up: ${shown}`,
    text: ['A new account was created.', '', `Email: ${input.email}`, `At: ${input.at.toISOString()}`].join('\n'),
  };
}
