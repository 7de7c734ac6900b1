import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { Mailer } from './mailer.port';
import type { StoredMail } from './outgoing-mail';
import { toNodemailer } from './smtp.mailer';

const EML = /^[\w.-]+\.eml$/;

/** The dev outbox: every mail becomes an .eml file that a person can open (also listed at /dev/mail). */
export class OutboxMailer extends Mailer {
  readonly kind = 'outbox' as const;
  private dirMade?: Promise<unknown>;
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(readonly dir: string) {
    super();
  }

  async deliver(mail: StoredMail, from: string): Promise<void> {
    const info = await this.transport.sendMail({ ...toNodemailer(mail), from });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(this.dir, `${stamp}_${mail.id}.eml`);
    // The folder is made once, not per mail; made again if someone removed it meanwhile.
    await (this.dirMade ??= mkdir(this.dir, { recursive: true }).catch((e: unknown) => {
      this.dirMade = undefined;
      throw e;
    }));
    await writeFile(file, info.message as Buffer).catch(async (e: NodeJS.ErrnoException) => {
      if (e.code !== 'ENOENT') throw e;
      await mkdir(this.dir, { recursive: true });
      await writeFile(file, info.message as Buffer);
    });
  }

  /** Newest first. */
  async list(): Promise<string[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    return names
      .filter((n) => EML.test(n))
      .sort()
      .reverse();
  }

  async read(name: string): Promise<string | undefined> {
    if (!EML.test(name)) return undefined;
    return readFile(join(this.dir, name), 'utf8').catch(() => undefined);
  }
}
