/** The owner's small profile picture: a static file (apps/web/public), so it costs the landing's script nothing. */
export const OWNER_AVATAR_URL = '/owner-avatar.svg';
