import { describe, expect, it } from 'vitest';
import type { AccountNotifier } from '../../ports/account-notifier.port';

export interface AccountNotifierUnderTest {
  notifier: AccountNotifier;
  /** The mails queued for an address so far, oldest first, with the links each carries (in order). */
  mailsTo(address: string): Promise<{ links: string[] }[]>;
}

const APP = 'https://sidequest.example';

/**
 * The mail a person gets from accounts, for the recording fake and the notifier over the platform's
 * mail table alike: each mail reaches its address once, carrying the links it was given.
 */
export function accountNotifierContract(
  name: string,
  setup: () => AccountNotifierUnderTest | Promise<AccountNotifierUnderTest>,
) {
  describe(`AccountNotifier contract: ${name}`, () => {
    const address = () => `person-${crypto.randomUUID()}@example.com`;

    it('sends the confirmation link to the address it confirms', async () => {
      const { notifier, mailsTo } = await setup();
      const [ada, bob] = [address(), address()];
      await notifier.sendConfirmation(ada, `${APP}/api/auth/confirm?token=c0nf1rm`);
      const mails = await mailsTo(ada);
      expect(mails).toHaveLength(1);
      expect(mails[0].links).toContain(`${APP}/api/auth/confirm?token=c0nf1rm`);
      expect(await mailsTo(bob)).toEqual([]);
    });

    it('sends the password reset link to its address', async () => {
      const { notifier, mailsTo } = await setup();
      const ada = address();
      await notifier.sendPasswordReset(ada, `${APP}/auth/reset?token=r3s3t`);
      const mails = await mailsTo(ada);
      expect(mails).toHaveLength(1);
      expect(mails[0].links).toContain(`${APP}/auth/reset?token=r3s3t`);
    });

    it('tells the owner of an address someone tried to sign up with it, with the sign-in and reset links', async () => {
      const { notifier, mailsTo } = await setup();
      const ada = address();
      await notifier.sendSignUpAttempt(ada, {
        signIn: `${APP}/auth?mode=login`,
        passwordReset: `${APP}/auth/reset?token=att3mpt`,
      });
      const mails = await mailsTo(ada);
      expect(mails).toHaveLength(1);
      expect(mails[0].links).toEqual(
        expect.arrayContaining([`${APP}/auth?mode=login`, `${APP}/auth/reset?token=att3mpt`]),
      );
    });

    it('sends each security notice and the goodbye to the address, one mail each', async () => {
      const { notifier, mailsTo } = await setup();
      const ada = address();
      await notifier.sendSecurityNotice(ada, { kind: 'password_changed', at: new Date('2026-11-24T10:00:00Z') });
      await notifier.sendSecurityNotice(ada, { kind: 'google_linked', at: new Date('2026-11-24T10:05:00Z') });
      await notifier.sendGoodbye(ada);
      expect(await mailsTo(ada)).toHaveLength(3);
    });
  });
}
