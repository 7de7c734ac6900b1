import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { fromIp } from './testing/auth-flows';
import { call } from './testing/auth-http';
import { useTestApi } from './testing/test-api';

const api = useTestApi({ env: { OWNER_EMAIL: 'owner@sidequest.test' } });

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
    expect(parsed.text).toContain('From: Ada <ada@example.com>');
    expect(parsed.text).toContain('Where is my plan?');
    const { rows } = await api.sql.query('select name, email, message from support_messages where id = $1', [id]);
    expect(rows).toEqual([{ name: 'Ada', email: 'ada@example.com', message: 'Where is my plan?' }]);
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
