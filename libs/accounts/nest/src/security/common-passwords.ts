import { dictionary } from '@zxcvbn-ts/language-common';
import type { CommonPasswords } from '@sidequest/accounts-domain';

/** How many of the most common passwords are refused. */
export const COMMON_PASSWORD_COUNT = 10_000;

let loaded: ReadonlySet<string> | undefined;

/**
 * The 10,000 most common passwords, from zxcvbn-ts's common list (ordered by frequency), read once on
 * first use. Compared case-insensitively, so "Password1" counts as "password1".
 */
export const commonPasswords: CommonPasswords = {
  isCommon(plain: string): boolean {
    loaded ??= new Set(
      (dictionary['passwords-common'] as string[]).slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()),
    );
    return loaded.has(plain.toLowerCase());
  },
};
