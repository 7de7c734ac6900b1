import { createHash } from 'node:crypto';

const NAMESPACE = 'sidequest:signup-notice:';

/**
 * The owner's "New sign-up" mail for a user, as a name-based UUID (v5 layout, SHA-1 of the user id):
 * the mail row is addressed to the owner and its body is cleared on delivery, so account deletion
 * finds it by this id alone.
 */
export function signupNoticeMailId(userId: string): string {
  const bytes = createHash('sha1')
    .update(NAMESPACE + userId)
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
