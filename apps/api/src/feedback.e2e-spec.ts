import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { SAMPLE_FILES } from '@sidequest/feedback-domain/testing';
import { authFlows, fromIp, PASSWORD } from './testing/auth-flows';
import { call } from './testing/auth-http';
import { useTestApi } from './testing/test-api';

const api = useTestApi({ env: { OWNER_EMAIL: 'owner@sidequest.test' } });

const { confirmedUser, url } = authFlows(() => api);
const MB = 1024 * 1024;

/** A real PNG of random pixels (valid chunks and CRCs), so byte-for-byte comparisons mean something. */
function realPng(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const rows = Buffer.concat(
    Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 4)])),
  );
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return new Uint8Array(png);
}

/** The WebM sample's header with a patterned body: `file-type` reads only the EBML header. */
const webmOf = (size: number) => {
  const bytes = SAMPLE_FILES.webm(size);
  for (let i = 4096; i < bytes.length; i++) bytes[i] = (i * 31 + 7) & 0xff;
  return bytes;
};

function form(fields: {
  feedback?: string;
  page?: string;
  screenshot?: [Uint8Array, string, string];
  voice?: [Uint8Array, string, string];
}): FormData {
  const body = new FormData();
  if (fields.feedback !== undefined) body.append('feedback', fields.feedback);
  if (fields.page !== undefined) body.append('page', fields.page);
  for (const key of ['screenshot', 'voice'] as const) {
    const file = fields[key];
    if (file) body.append(key, new Blob([file[0] as BlobPart], { type: file[2] }), file[1]);
  }
  return body;
}

const postFeedback = (body: FormData | string, headers: Record<string, string> = fromIp()) =>
  fetch(url('/feedback'), { method: 'POST', body, headers });

/** What is stored, once earlier mail is delivered (delivery clears a mail's files, so counts would move under a test). */
async function counts() {
  const pending = async () =>
    (await api.sql.query(`select count(*)::int as n from mail_messages where status = 'pending'`)).rows[0].n;
  await expect.poll(pending, { timeout: 20_000 }).toBe(0);
  const { rows } = await api.sql.query(
    `select (select count(*) from feedback_messages)::int as feedback, (select count(*) from feedback_attachments)::int as files,
            (select count(*) from mail_messages)::int as mails, (select count(*) from mail_attachments)::int as mail_files`,
  );
  return rows[0] as Record<string, number>;
}

async function signedInBearer(): Promise<{ email: string; bearer: string }> {
  const { email } = await confirmedUser();
  const res = await call(url('/auth/login'), { body: { email, password: PASSWORD }, headers: fromIp() });
  return { email, bearer: (await res.json()).access_token };
}

const ownerMail = async (subject: string) => {
  const mail = await api.mail.waitFor((m) => m.subject === subject);
  return simpleParser(mail.raw);
};

describe('POST /api/feedback', () => {
  it('stores a signed-in message with screenshot and voice note, and mails both to the owner byte for byte', async () => {
    const { email, bearer } = await signedInBearer();
    const shot = realPng(200, 200);
    const voice = webmOf(90_000);
    const res = await postFeedback(
      // The declared names and types are the browser's; the server names files by their content.
      form({
        feedback: '  The lock icon is lovely.  ',
        page: '/browse-quests',
        screenshot: [shot, 'capture.heic', 'image/heic'],
        voice: [voice, 'blob', 'audio/webm;codecs=opus'],
      }),
      { ...fromIp(), authorization: `Bearer ${bearer}` },
    );
    expect(res.status).toBe(202);
    const { id } = await res.json();

    const parsed = await ownerMail(`Feedback from ${email}`);
    expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe('owner@sidequest.test');
    expect(parsed.text).toContain(`From: ${email}\nPage: /browse-quests`);
    expect(parsed.text).toContain('The lock icon is lovely.');
    expect(parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['screenshot.png', 'image/png'],
      ['voice-note.webm', 'audio/webm'],
    ]);
    expect(Buffer.compare(parsed.attachments[0].content, Buffer.from(shot))).toBe(0);
    expect(Buffer.compare(parsed.attachments[1].content, Buffer.from(voice))).toBe(0);

    const { rows } = await api.sql.query(
      'select text, sender_email, sender_user_id is not null as has_user, page from feedback_messages where id = $1',
      [id],
    );
    expect(rows).toEqual([
      { text: 'The lock icon is lovely.', sender_email: email, has_user: true, page: '/browse-quests' },
    ]);
    const mail = await api.sql.query('select status, "to" from mail_messages where id = $1', [id]);
    expect(mail.rows).toEqual([{ status: 'sent', to: 'owner@sidequest.test' }]);
  });

  it('files a signed-out message as anonymous, and never takes an e-mail from the body', async () => {
    const body = form({ feedback: 'Hello from nowhere', page: '/' });
    body.append('email', 'spoofed@example.com');
    const res = await postFeedback(body);
    expect(res.status).toBe(202);
    const parsed = await ownerMail('Feedback from anonymous');
    expect(parsed.text).toContain('From: anonymous\nPage: /');
    expect(parsed.text).not.toContain('spoofed');
    expect(parsed.replyTo).toBeUndefined();
  });

  it('refuses a bad bearer token instead of filing the message as anonymous', async () => {
    const res = await postFeedback(form({ feedback: 'hi' }), { ...fromIp(), authorization: 'Bearer not-a-token' });
    expect(res.status).toBe(401);
  });

  it.each([
    [
      'a PDF disguised as a PNG',
      () => form({ screenshot: [SAMPLE_FILES.pdf(), 'shot.png', 'image/png'] }),
      415,
      'The screenshot must be PNG, JPEG, WebP or GIF. It says it is image/png, but its content is application/pdf.',
    ],
    [
      'an image sent as the voice note',
      () => form({ voice: [SAMPLE_FILES.png(), 'voice.webm', 'audio/webm'] }),
      415,
      'The voice note must be WebM/Opus, Ogg, or MP4/AAC audio. It says it is audio/webm, but its content is image/png.',
    ],
    [
      'a screenshot over 5 MB',
      () => form({ screenshot: [SAMPLE_FILES.png(5 * MB + 1), 'big.png', 'image/png'] }),
      413,
      'The screenshot is too large. The limit is 5 MB.',
    ],
    [
      'a voice note over 3 MB',
      () => form({ voice: [SAMPLE_FILES.webm(3.5 * MB), 'v.webm', 'audio/webm'] }),
      413,
      'The voice note is too large. The limit is 3 MB.',
    ],
    [
      'a whole upload over its limit',
      () => form({ screenshot: [SAMPLE_FILES.png(9 * MB), 'huge.png', 'image/png'] }),
      413,
      'The upload is too large. Screenshots may be 5 MB and voice notes 3 MB.',
    ],
    [
      'an empty voice note',
      () => form({ voice: [new Uint8Array(), 'v.webm', 'audio/webm'] }),
      400,
      'The voice note is empty.',
    ],
    [
      'no text, screenshot or voice note',
      () => form({ feedback: '   ', page: '/dashboard' }),
      400,
      'Please add text, screenshot, or voice note',
    ],
    [
      'text over 5,000 characters',
      () => form({ feedback: 'x'.repeat(5001) }),
      400,
      'Feedback must be at most 5,000 characters (this one has 5,001).',
    ],
  ])('refuses %s with a clear 4xx and stores nothing', async (_name, body, status, message) => {
    const before = await counts();
    const res = await postFeedback(body());
    expect(res.status).toBe(status);
    expect((await res.json()).error).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('answers 400, not 500, to a malformed multipart body or a JSON body', async () => {
    const before = await counts();
    const broken = await fetch(url('/feedback'), {
      method: 'POST',
      headers: { ...fromIp(), 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="feedback"\r\n\r\nunterminated',
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).error).toMatch(/malformed/);
    const json = await fetch(url('/feedback'), {
      method: 'POST',
      headers: { ...fromIp(), 'content-type': 'application/json' },
      body: '{"feedback":"hi"}',
    });
    expect(json.status).toBe(400);
    expect((await json.json()).error).toMatch(/multipart\/form-data/);
    expect(await counts()).toEqual(before);
  });
});

const support = (body: unknown, headers: Record<string, string> = fromIp()) => call(url('/support'), { body, headers });

describe('the owner sign-up notice', () => {
  it('uses the same owner-mail format: "New sign-up: <email>"', async () => {
    const { email } = await confirmedUser();
    const parsed = await ownerMail(`New sign-up: ${email}`);
    expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe('owner@sidequest.test');
    expect(parsed.text).toContain(`Email: ${email}`);
  });
});

describe('rate limits', () => {
  it('allows 5 messages a minute per address over feedback and support together, then 429 with Retry-After', async () => {
    const address = { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250)}` };
    for (let i = 0; i < 3; i++) expect((await postFeedback(form({ feedback: `note ${i}` }), address)).status).toBe(202);
    for (let i = 0; i < 2; i++)
      expect((await support({ name: 'Ada', email: 'a@example.com', message: `m${i}` }, address)).status).toBe(202);
    const refused = await postFeedback(form({ feedback: 'one too many' }), address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await refused.json()).error).toMatch(/^Too many messages from your connection\. Please try again in/);
    expect((await support({ name: 'Ada', email: 'a@example.com', message: 'again' }, address)).status).toBe(429);
    // Another address is not affected.
    expect((await postFeedback(form({ feedback: 'from elsewhere' }))).status).toBe(202);
  });
});
