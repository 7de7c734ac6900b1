import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DomainErrorKind } from '@sidequest/kernel';
import type { ErrorBody } from '@sidequest/contracts';
import { databaseInputError } from './database-input-error';
import { databaseUnavailable } from './database-unavailable';
import { DomainErrorException } from './domain-error.exception';
import { ValidationException } from './zod.pipe';

const STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  payment_required: 402,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
};

interface Mapped {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
}

/** The one place where failures become HTTP answers. Unknown errors leak nothing but a request id. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<FastifyRequest>();
    const res = ctx.getResponse<FastifyReply>();
    const reqId = req.id;
    const mapped = this.map(exception, reqId);
    if (mapped.status >= 500) this.logger.error({ err: exception, reqId }, 'request failed');
    if (res.sent) return;
    // Always JSON, whatever the handler had set (a text/html page must never echo an error).
    void res
      .code(mapped.status)
      .headers({ ...mapped.headers, 'content-type': 'application/json; charset=utf-8' })
      .send(JSON.stringify(mapped.body));
  }

  private map(e: unknown, reqId: string | undefined): Mapped {
    if (e instanceof ValidationException) {
      return { status: 400, body: { error: e.message, details: e.issues } };
    }
    if (e instanceof DomainErrorException) {
      const { kind, message, details } = e.domainError;
      // A rule the domain checks on a field answers as the edge's own validation does.
      if (kind === 'invalid' && Array.isArray(details?.issues))
        return { status: 400, body: { error: message, details: details.issues } };
      const retry =
        typeof details?.retryAfterSeconds === 'number'
          ? { 'Retry-After': String(Math.ceil(details.retryAfterSeconds)) }
          : undefined;
      return { status: STATUS[kind], body: details ? { error: message, details } : { error: message }, headers: retry };
    }
    const parser = fastifyError(e) ?? (e instanceof HttpException ? fastifyError(e.cause) : undefined);
    if (parser) return parser;
    const refused = databaseInputError(e) ?? databaseUnavailable(e);
    if (refused) return refused;
    if (e instanceof HttpException) {
      const status = e.getStatus();
      const response = e.getResponse();
      const message =
        typeof response === 'string' ? response : ((response as { message?: unknown }).message ?? e.message);
      const details = typeof response === 'object' ? (response as { details?: unknown }).details : undefined;
      if (status >= 500) return internal(reqId);
      return { status, body: details === undefined ? { error: String(message) } : { error: String(message), details } };
    }
    return internal(reqId);
  }
}

function internal(reqId: string | undefined): Mapped {
  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    body: { error: 'Something went wrong on our side.', details: { requestId: reqId } },
  };
}

/** Fastify's own body errors (malformed JSON, too large, unsupported type); their text stays ours. */
function fastifyError(e: unknown): Mapped | undefined {
  const err = e as { code?: unknown; statusCode?: unknown };
  if (!err || typeof err.statusCode !== 'number' || err.statusCode < 400 || err.statusCode >= 500) return undefined;
  if (
    e instanceof SyntaxError ||
    err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    err.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
  )
    return { status: 400, body: { error: 'The request body is not valid JSON.' } };
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.statusCode === 413)
    return { status: 413, body: { error: 'The request body is too large.' } };
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.statusCode === 415)
    return { status: 415, body: { error: 'This content type is not accepted here.' } };
  if (typeof err.code === 'string' && err.code.startsWith('FST_'))
    return { status: err.statusCode, body: { error: 'The request body could not be read.' } };
  return undefined;
}
