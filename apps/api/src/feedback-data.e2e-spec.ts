import { signupNoticeMailId } from '@sidequest/accounts-nest';
import { AccountExport } from '@sidequest/contracts';
import { describe, expect, it } from 'vitest';
import { SAMPLE_FILES } from '@sidequest/feedback-domain/testing';
import { fromIp, PASSWORD } from './testing/auth-flows';
import { as, signedUp } from './testing/signed-up';
import { useTestApi } from './testing/test-api';

const api = useTestApi({ env: { AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false' } });

/** A signed-in user who sent feedback with a screenshot and a support message. */
async function userWhoWrote() {
  const user = await signedUp(api, 'writer');
  const me = as(api, user.token);
  const shot = SAMPLE_FILES.png(3000);
  const body = new FormData();
  body.append('feedback', 'Exported, please');
  body.append('page', '/dashboard');
  body.append('screenshot', new Blob([shot as BlobPart], { type: 'image/png' }), 'a.png');
  const feedback = await fetch(`${api.url}/api/feedback`, {
    method: 'POST',
    body,
    headers: { ...fromIp(), authorization: `Bearer ${user.token}` },
  });
  expect(feedback.status).toBe(202);
  const support = await me('/support', {
    body: { name: 'Writer', email: 'typed@example.com', message: 'Help' },
    headers: fromIp(),
  });
  expect(support.status).toBe(202);
  return {
    ...user,
    me,
    shot,
    feedbackId: (await feedback.json()).id as string,
    supportId: (await support.json()).id as string,
  };
}

const count = async (query: string, ids: string[]) => (await api.sql.query(query, [ids])).rows[0].n as number;

describe("feedback in the user's data rights", () => {
  it('exports what the user sent the owner, files as links only the sender can download', async () => {
    const user = await userWhoWrote();
    const body = await (await user.me('/me/export')).json();
    expect(AccountExport.safeParse(body).success).toBe(true);
    const [file] = body.feedback_messages[0].attachments;
    expect(body.feedback_messages).toEqual([
      {
        id: user.feedbackId,
        text: 'Exported, please',
        page: '/dashboard',
        created_at: expect.any(String),
        attachments: [
          {
            id: expect.any(String),
            kind: 'screenshot',
            filename: 'screenshot.png',
            mime: 'image/png',
            size: 3000,
            download_url: `/api/me/feedback-attachments/${file.id}`,
          },
        ],
      },
    ]);
    const download = await user.me(file.download_url.replace(/^\/api/, ''));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="screenshot.png"');
    expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), Buffer.from(user.shot))).toBe(0);
    const stranger = await signedUp(api, 'stranger');
    expect((await as(api, stranger.token)(file.download_url.replace(/^\/api/, ''))).status).toBe(404);
    expect((await fetch(`${api.url}${file.download_url}`)).status).toBe(401);
    expect(body.support_messages).toEqual([
      {
        id: user.supportId,
        name: 'Writer',
        email: 'typed@example.com',
        message: 'Help',
        created_at: expect.any(String),
      },
    ]);
  });

  it('deletes the messages, their files and their owner mail with the account', async () => {
    const user = await userWhoWrote();
    const ids = [user.feedbackId, user.supportId];
    await api.mail.waitFor((m) => m.subject === 'Support: Writer');
    const res = await user.me('/me', { method: 'DELETE', body: { password: PASSWORD, confirm: user.email } });
    expect(res.status).toBe(204);
    expect(await count('select count(*)::int as n from feedback_messages where id = any($1::uuid[])', ids)).toBe(0);
    expect(
      await count('select count(*)::int as n from feedback_attachments where message_id = any($1::uuid[])', ids),
    ).toBe(0);
    expect(await count('select count(*)::int as n from support_messages where id = any($1::uuid[])', ids)).toBe(0);
    expect(await count('select count(*)::int as n from mail_messages where id = any($1::uuid[])', ids)).toBe(0);
    expect(await count('select count(*)::int as n from mail_attachments where mail_id = any($1::uuid[])', ids)).toBe(0);
  });

  it("deletes the owner's sign-up notice and support messages sent signed out from the account's address", async () => {
    const user = await signedUp(api, 'anon-writer');
    const noticeId = signupNoticeMailId(user.userId);
    // Delivered: its subject and body are cleared, the row stays, found by the id derived from the user.
    await api.mail.waitFor((m) => m.subject === `New sign-up: ${user.email}`);
    expect(
      await count(
        `select count(*)::int as n from mail_messages where id = any($1::uuid[]) and kind = 'signup-notice'`,
        [noticeId],
      ),
    ).toBe(1);
    const anonymous = await fetch(`${api.url}/api/support`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...fromIp() },
      body: JSON.stringify({ name: 'Signed out', email: user.email.toUpperCase(), message: 'Help before I signed in' }),
    });
    expect(anonymous.status).toBe(202);
    const supportId = (await anonymous.json()).id as string;
    // Kept out of the export: its address was typed, not verified (the policy says so).
    const exported = await (await as(api, user.token)('/me/export')).text();
    expect(exported).not.toContain(supportId);
    expect(exported).not.toContain('Help before I signed in');
    const res = await as(api, user.token)('/me', {
      method: 'DELETE',
      body: { password: PASSWORD, confirm: user.email },
    });
    expect(res.status).toBe(204);
    expect(
      await count('select count(*)::int as n from mail_messages where id = any($1::uuid[])', [noticeId, supportId]),
    ).toBe(0);
    expect(await count('select count(*)::int as n from support_messages where id = any($1::uuid[])', [supportId])).toBe(
      0,
    );
  });
});
