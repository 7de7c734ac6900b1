const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Progress's tables key users by uuid: any other id has no rows, so a repository answers without asking Postgres. */
export const isUuid = (value: string): boolean => UUID.test(value);
