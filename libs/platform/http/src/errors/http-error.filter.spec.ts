import { BadRequestException, NotFoundException, type ArgumentsHost } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { DomainError } from '@sidequest/kernel';
import { DomainErrorException } from './domain-error.exception';
import { HttpErrorFilter } from './http-error.filter';
import { ValidationException } from './zod.pipe';

function answer(exception: unknown) {
  const sent: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} };
  // The slice of a FastifyReply the filter uses.
  const res = {
    sent: false,
    code(code: number) {
      sent.status = code;
      return this;
    },
    headers(headers: Record<string, string>) {
      Object.assign(sent.headers, headers);
      return this;
    },
    send: (body: string) => void (sent.body = JSON.parse(body)),
  };
  const host = {
    switchToHttp: () => ({ getRequest: () => ({ id: 'req-42' }), getResponse: () => res }),
  } as unknown as ArgumentsHost;
  new HttpErrorFilter().catch(exception, host);
  return sent;
}

describe('HttpErrorFilter', () => {
  it('answers 400, not 500, when Postgres refuses a character or a value form it cannot store', () => {
    const nul = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    expect(answer(nul)).toMatchObject({ status: 400, body: { error: expect.stringContaining('NUL character') } });
    // MikroORM's wrapper of the wire protocol's refusal of a NUL in a parameter.
    expect(
      answer(Object.assign(new Error('invalid message format'), { code: '08P01', sqlState: '08P01' })).status,
    ).toBe(400);
    const wrapped = Object.assign(new Error('insert failed'), {
      cause: Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' }),
    });
    expect(answer(wrapped).status).toBe(400);
    const surrogate = Object.assign(new Error('invalid input syntax for type json'), { sqlState: '22P02' });
    expect(answer(surrogate).body).toEqual({ error: expect.stringContaining('unpaired surrogate') });
    // Other driver failures stay server errors that leak nothing.
    expect(answer(Object.assign(new Error('deadlock detected'), { code: '40P01' })).status).toBe(500);
  });

  it("answers 503 with a try-again message, not the driver's words, while Postgres is down or restarting", () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const terminated = new Error('Connection terminated unexpectedly');
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const starting = Object.assign(new Error('the database system is starting up'), { sqlState: '57P03' });
    const wrapped = Object.assign(new Error('insert failed'), { name: 'DriverException', cause: refused });
    for (const e of [refused, terminated, shutdown, starting, wrapped]) {
      const sent = answer(e);
      expect(sent).toMatchObject({
        status: 503,
        body: { error: 'The service is briefly unavailable. Please try again in a moment.' },
      });
      expect(sent.headers['Retry-After']).toBe('5');
      expect(JSON.stringify(sent.body)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|administrator/);
    }
    // A protocol violation stays bad input; other driver failures stay 500.
    expect(answer(Object.assign(new Error('invalid message format'), { code: '08P01' })).status).toBe(400);
    expect(answer(Object.assign(new Error('deadlock detected'), { code: '40P01' })).status).toBe(500);
  });

  it('turns validation failures into 400 with the issues as details', () => {
    const sent = answer(new ValidationException([{ path: 'email', message: 'Invalid email address' }]));
    expect(sent.status).toBe(400);
    expect(sent.body).toEqual({
      error: 'Invalid email address',
      details: [{ path: 'email', message: 'Invalid email address' }],
    });
  });

  it('answers a domain rule on a field in the same shape as validation', () => {
    const issues = [{ path: 'targetDays.2', message: 'Too early' }];
    const sent = answer(new DomainErrorException(new DomainError('invalid', 'Too early', { issues })));
    expect(sent.status).toBe(400);
    expect(sent.body).toEqual({ error: 'Too early', details: issues });
  });

  it('maps each domain error kind to its status and sets Retry-After for rate limits', () => {
    expect(answer(new DomainErrorException(new DomainError('conflict', 'Already there'))).status).toBe(409);
    expect(answer(new DomainErrorException(new DomainError('not_found', 'No quest'))).body).toEqual({
      error: 'No quest',
    });
    const limited = answer(
      new DomainErrorException(new DomainError('rate_limited', 'Slow down', { retryAfterSeconds: 41.2 })),
    );
    expect(limited.status).toBe(429);
    expect(limited.headers['Retry-After']).toBe('42');
  });

  it('keeps framework 4xx answers and malformed JSON as 400', () => {
    expect(answer(new NotFoundException('Cannot GET /api/nope')).body).toEqual({ error: 'Cannot GET /api/nope' });
    // What Fastify's JSON parser throws.
    const parse = Object.assign(new SyntaxError('Unexpected token } in JSON at position 9'), { statusCode: 400 });
    expect(answer(parse)).toMatchObject({ status: 400, body: { error: 'The request body is not valid JSON.' } });
    expect(answer(new BadRequestException('bad')).status).toBe(400);
    const wrapped = new BadRequestException('bad body', { cause: parse });
    expect(answer(wrapped).body).toEqual({ error: 'The request body is not valid JSON.' });
    const tooLarge = Object.assign(new Error('Request body is too large'), {
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
      statusCode: 413,
    });
    expect(answer(tooLarge)).toMatchObject({ status: 413, body: { error: 'The request body is too large.' } });
  });

  it('always answers with a JSON content type', () => {
    expect(answer(new NotFoundException('No mail named <svg onload=alert(1)>')).headers['content-type']).toBe(
      'application/json; charset=utf-8',
    );
    expect(answer(new Error('boom')).headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers unknown errors with a 500 that leaks nothing but the request id', () => {
    const sent = answer(new Error('password for postgres://admin:secret@db is wrong'));
    expect(sent.status).toBe(500);
    expect(JSON.stringify(sent.body)).not.toContain('secret');
    expect(sent.body).toEqual({ error: 'Something went wrong on our side.', details: { requestId: 'req-42' } });
  });
});
