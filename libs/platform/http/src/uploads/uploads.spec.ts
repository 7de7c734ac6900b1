import type { IncomingMessage } from 'node:http';
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, declaredLength, watchBodySize } from './request-body-limit';
import { UploadSlots } from './upload-slots';

describe('UploadSlots', () => {
  it('hands out at most `size` slots, refuses the next at once, and takes each release once', () => {
    const slots = new UploadSlots(2);
    const a = slots.take();
    const b = slots.take();
    expect(a && b).toBeTruthy();
    expect(slots.take()).toBeNull();
    a!();
    a!();
    expect(slots.inUse).toBe(1);
    expect(slots.take()).not.toBeNull();
    expect(slots.take()).toBeNull();
  });
});

describe('request body limits', () => {
  it('reads a declared Content-Length, and none for a chunked or odd header', () => {
    const req = (h: Record<string, string>) => ({ headers: h }) as unknown as IncomingMessage;
    expect(declaredLength(req({ 'content-length': '1024' }))).toBe(1024);
    expect(declaredLength(req({}))).toBeNull();
    expect(declaredLength(req({ 'content-length': '1e9' }))).toBeNull();
  });

  it('lets a body up to the limit through, and stops one past it with BodyTooLargeError', async () => {
    const body = new PassThrough();
    const received: number[] = [];
    const errors: unknown[] = [];
    body.on('error', (e) => errors.push(e));
    const size = watchBodySize(body as unknown as IncomingMessage, 10);
    body.pipe(new Writable({ write: (chunk: Buffer, _enc, done) => (received.push(chunk.length), done()) }));
    body.write(Buffer.alloc(6));
    body.write(Buffer.alloc(4));
    await new Promise((r) => setImmediate(r));
    expect(errors).toEqual([]);
    body.write(Buffer.alloc(1));
    body.write(Buffer.alloc(100));
    await new Promise((r) => setImmediate(r));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(BodyTooLargeError);
    expect(size.bytes()).toBe(11);
    expect(body.isPaused()).toBe(true);
  });
});
