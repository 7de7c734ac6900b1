/**
 * The operator's retry of mails that failed for good (tools/ops/mail-retry.ts runs it with plain node, so this
 * file imports nothing): each failed row is claimed by this one atomic update (failed -> pending), so running it
 * twice queues a mail once. updated_at goes into the past: if queueing fails afterwards, the sweeper still finds
 * the row. `$1`: the mail ids, or null for every failed mail.
 */
export const RETRY_FAILED_MAIL_SQL = `update mail_messages set status = 'pending', last_error = null, updated_at = now() - interval '1 hour'
  where status = 'failed' and ($1::uuid[] is null or id = any($1::uuid[]))
    and (text <> '' or body_id is not null) returning id`;
