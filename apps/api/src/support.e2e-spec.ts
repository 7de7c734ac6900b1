import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { fromIp, PASSWORD, uniqueEmail } from './testing/auth-flows';
import { call } from './testing/auth-http';
import { useTestApi } from './testing/test-api';

const api = useTestApi({ env: { OWNER_EMAIL: 'owner@sidequest.test', AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false' } });

const support = (body: unknown, headers: Record<string, string> = fromIp()) =>
  call(`${api.url}/api/support`, { body, headers });
const ownerMail = async (subject: string) => simpleParser((await api.mail.waitFor((m) => m.subject === subject)).raw);

describe('POST /api/support', () => {
  it('stores the message and mails the owner with Reply-To the sender', async () => {
    const res = await support({ name: ' Ada ', email: 'ada@example.com', message: 'Where is my plan?' });
    expect(res.status).toBe(202);
    const { id } = await res.json();
    const parsed = await ownerMail('Support: Ada');
    expect(parsed.replyTo?.text).toBe('ada@example.com');
    expect(parsed.text).toContain('From: Ada <ada@example.com>\nNot signed in: address not verified\n');
    expect(parsed.text).toContain('Where is my plan?');
    const { rows } = await api.sql.query('select name, email, message from support_messages where id = $1', [id]);
    expect(rows).toEqual([{ name: 'Ada', email: 'ada@example.com', message: 'Where is my plan?' }]);
  });

  it('says who a signed-in sender is, whatever address they typed, and replies go to that account', async () => {
    const email = uniqueEmail('signedin');
    const signup = await call(`${api.url}/api/auth/signup`, { body: { email, password: PASSWORD }, headers: fromIp() });
    const { access_token } = (await signup.json()) as { access_token: string };
    const res = await call(`${api.url}/api/support`, {
      body: { name: 'Grace', email: 'someone-else@example.com', message: 'Please delete my data' },
      bearer: access_token,
      headers: fromIp(),
    });
    expect(res.status).toBe(202);
    const parsed = await ownerMail('Support: Grace');
    expect(parsed.text).toContain(`From: Grace <someone-else@example.com>\nSigned in as ${email}\n`);
    expect(parsed.replyTo?.text).toBe(email);
  });

  it.each([
    [{ name: '  ', email: 'nope', message: '' }, 'Name is required'],
    [{ name: 'n'.repeat(101), email: 'a@example.com', message: 'hi' }, 'Name must be less than 100 characters'],
    [{ name: 'Ada', email: 'not an email', message: '' }, 'Invalid email address'],
    [{ name: 'Ada', email: `${'a'.repeat(250)}@example.com`, message: 'hi' }, 'Email must be less than 255 characters'],
    [{ name: 'Ada', email: 'a@example.com', message: '   ' }, 'Message is required'],
    [{ name: 'Ada', email: 'a@example.com', message: 'm'.repeat(2001) }, 'Message must be less than 2000 characters'],
  ])("answers 400 with the form's own message, the first failing rule first: %#", async (body, message) => {
    const before = await api.sql.query('select count(*)::int as n from support_messages');
    const res = await support(body);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(message);
    expect((await api.sql.query('select count(*)::int as n from support_messages')).rows).toEqual(before.rows);
  });
});
