import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OutboxMailer } from './outbox.mailer';
import { decodeMail } from './decode-mail';
import { mailerContract } from './testing/mailer.contract';

mailerContract('dev outbox', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'sq-outbox-'));
  const mailer = new OutboxMailer(dir);
  return {
    mailer,
    delivered: async () => Promise.all((await mailer.list()).map(async (f) => decodeMail((await mailer.read(f))!))),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
});

describe('OutboxMailer', () => {
  it('refuses names that could leave the outbox folder', async () => {
    const mailer = new OutboxMailer(join(tmpdir(), 'sq-none'));
    expect(await mailer.read('../etc/passwd')).toBeUndefined();
    expect(await mailer.list()).toEqual([]);
  });
});
