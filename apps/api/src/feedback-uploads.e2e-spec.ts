import { request } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SAMPLE_FILES } from '@sidequest/feedback-domain/testing';
import { fromIp } from './testing/auth-flows';
import { startTestApi, type TestApi } from './testing/test-api';

const MB = 1024 * 1024;
const SLOTS = 2;
let api: TestApi;
/** Every connection the api accepted: bytesRead says how much of the bodies it took off the wire. */
const sockets = new Set<Socket>();

beforeAll(async () => {
  api = await startTestApi({ env: { OWNER_EMAIL: 'owner@sidequest.test', UPLOAD_CONCURRENCY: String(SLOTS) } });
  api.app.getHttpServer().on('connection', (socket: Socket) => sockets.add(socket));
});

afterAll(async () => {
  await api?.close();
});

const bytesReadByApi = () => [...sockets].reduce((sum, s) => sum + s.bytesRead, 0);

interface Answer {
  status: number | null;
  retryAfter: string | null;
  body: string;
  /** Set when the connection failed before any answer arrived. */
  error: string | null;
}

interface UploadOptions {
  fileBytes: number;
  address: string;
  /** No Content-Length: Transfer-Encoding chunked, as a streaming client sends. */
  chunked?: boolean;
  /** Bytes of filler before the first boundary: the parser skips them, the body's count does not. */
  preamble?: number;
  /** Stops sending after this many file bytes and waits (a slow phone) until `resume` is called. */
  pauseAfter?: number;
}

const BOUNDARY = 'sq-upload-test';
const HEAD = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="screenshot"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
);
const TAIL = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
const CHUNK = Buffer.concat([SAMPLE_FILES.png(), Buffer.alloc(64 * 1024 - SAMPLE_FILES.png().length, 7)]);

/**
 * One multipart screenshot upload over a raw connection, written chunk by chunk with back-pressure.
 * It stops sending once an answer arrives; an error before any answer is kept as `error`.
 */
function upload(options: UploadOptions): { answer: Promise<Answer>; resume: () => void } {
  let resume = () => undefined as void;
  const paused = new Promise<void>((r) => (resume = r));
  const answer = new Promise<Answer>((resolve) => {
    const total = (options.preamble ?? 0) + HEAD.length + options.fileBytes + TAIL.length;
    const req = request(`${api.url}/api/feedback`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'x-forwarded-for': options.address,
        ...(options.chunked ? {} : { 'content-length': String(total) }),
      },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => {
        resolve({
          status: res.statusCode ?? null,
          retryAfter: (res.headers['retry-after'] as string | undefined) ?? null,
          body,
          error: null,
        });
        req.destroy();
      });
    });
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (!answered) resolve({ status: null, retryAfter: null, body: '', error: e.code ?? e.message });
    });
    void (async () => {
      const send = async (chunk: Buffer) => {
        if (req.write(chunk)) return;
        await new Promise<void>((r) => {
          const done = () => (req.off('drain', done), req.off('close', done), r());
          req.on('drain', done).on('close', done);
        });
      };
      for (let skipped = 0; skipped < (options.preamble ?? 0) && !answered && !req.destroyed; skipped += CHUNK.length)
        await send(CHUNK);
      await send(HEAD);
      let sent = 0;
      while (sent < options.fileBytes && !answered && !req.destroyed) {
        if (options.pauseAfter !== undefined && sent >= options.pauseAfter) {
          await paused;
          options = { ...options, pauseAfter: undefined };
        }
        const n = Math.min(CHUNK.length, options.fileBytes - sent);
        await send(n === CHUNK.length ? CHUNK : CHUNK.subarray(0, n));
        sent += n;
      }
      if (!answered && !req.destroyed) req.end(TAIL);
    })().catch(() => undefined);
  });
  return { answer, resume };
}

const smallFeedback = (text: string, address = fromIp()) => {
  const body = new FormData();
  body.append('feedback', text);
  body.append('screenshot', new Blob([SAMPLE_FILES.png() as BlobPart], { type: 'image/png' }), 'shot.png');
  return fetch(`${api.url}/api/feedback`, { method: 'POST', body, headers: address });
};

describe('POST /api/feedback under a flood of large uploads', () => {
  it('answers 50 parallel 24 MB anonymous uploads 413 or 429 without reading their bodies, and stays ready', async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const before = bytesReadByApi();
    const answers = await Promise.all(Array.from({ length: 50 }, () => upload({ fileBytes: 24 * MB, address }).answer));

    // Every one has an answer, never a reset or a 500: the first five pass the rate limit and are
    // refused by their declared size, the other 45 by the rate limit.
    expect(answers.filter((a) => a.error !== null)).toEqual([]);
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(5).fill(413), ...Array(45).fill(429)]);
    for (const a of answers.filter((x) => x.status === 429)) expect(Number(a.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(answers.find((a) => a.status === 413)!.body).error).toBe(
      'The upload is too large. Screenshots may be 5 MB and voice notes 3 MB.',
    );

    // The bodies were not read: 50 × 24 MB were on offer, and whatever the api read bounds what it
    // could have buffered. A healthy run reads about 100 KB a connection (socket and stream buffers).
    const read = bytesReadByApi() - before;
    console.log(`flood: the api read ${(read / MB).toFixed(1)} MB of the ${50 * 24} MB offered`);
    expect(read).toBeLessThan(50 * MB);

    expect((await fetch(`${api.url}/api/health/ready`)).status).toBe(200);
    const text = `still here ${crypto.randomUUID()}`;
    expect((await smallFeedback(text)).status).toBe(202);
    await api.mail.waitFor((m) => m.subject === 'Feedback from anonymous' && m.raw.includes(text));
  });

  it('stops reading a chunked upload (no Content-Length) once it passes the limit, and answers 413 first', async () => {
    const before = bytesReadByApi();
    const answer = await upload({ fileBytes: 24 * MB, address: fromIp()['x-forwarded-for'], chunked: true }).answer;
    expect(answer).toMatchObject({ status: 413, error: null });
    // The screenshot's own 5 MB limit stops it before the 9 MB of the whole body.
    expect(JSON.parse(answer.body).error).toBe('The screenshot is too large. The limit is 5 MB.');
    expect(bytesReadByApi() - before).toBeLessThan(api.config.http.uploadLimitBytes + MB);
  });

  it('stops reading a chunked body once the whole of it passes UPLOAD_LIMIT_BYTES, whatever its parts', async () => {
    const before = bytesReadByApi();
    // 12 MB of preamble no part holds, then a small screenshot.
    const answer = await upload({
      fileBytes: 64 * 1024,
      preamble: 12 * MB,
      address: fromIp()['x-forwarded-for'],
      chunked: true,
    }).answer;
    expect(answer).toMatchObject({ status: 413, error: null });
    expect(JSON.parse(answer.body).error).toBe(
      'The upload is too large. Screenshots may be 5 MB and voice notes 3 MB.',
    );
    expect(bytesReadByApi() - before).toBeLessThan(api.config.http.uploadLimitBytes + MB);
  });

  it(`reads at most ${SLOTS} uploads at once; one more is refused 503 with Retry-After, and slots come back`, async () => {
    const before = bytesReadByApi();
    const slow = Array.from({ length: SLOTS }, () =>
      upload({ fileBytes: 2 * MB, address: fromIp()['x-forwarded-for'], pauseAfter: 768 * 1024 }),
    );
    // Both slow uploads hold a slot once the api is reading their bodies: far more than the ~130 KB a socket
    // buffers before anyone reads (a probe sent earlier could take a slot first on a busy machine).
    await vi.waitFor(() => expect(bytesReadByApi() - before).toBeGreaterThan(SLOTS * 512 * 1024), {
      timeout: 20_000,
      interval: 50,
    });
    // The next one is refused before its body is read.
    const busy: Answer = await upload({ fileBytes: 64 * 1024, address: fromIp()['x-forwarded-for'] }).answer;
    expect(busy.status).toBe(503);
    expect(Number(busy.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(busy.body).error).toBe('Too many uploads at once. Please try again in a few seconds.');

    for (const s of slow) s.resume();
    // The slow ones finish (their PNG header + filler is a valid screenshot), and free their slots.
    for (const s of slow) expect((await s.answer).status).toBe(202);
    expect((await smallFeedback('after the slow ones')).status).toBe(202);
  });
});
