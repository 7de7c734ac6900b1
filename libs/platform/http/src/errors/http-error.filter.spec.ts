import { BadRequestException, NotFoundException, type ArgumentsHost } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { DomainError } from '@sidequest/kernel';
import { DomainErrorException } from './domain-error.exception';
import { HttpErrorFilter } from './http-error.filter';
import { ValidationException } from './zod.pipe';

function answer(exception: unknown) {
  const sent: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} };
  const res = {
    headersSent: false,
    setHeader: (k: string, v: string) => void (sent.headers[k] = v),
    status(code: number) {
      sent.status = code;
      return this;
    },
    json: (body: unknown) => void (sent.body = body),
  };
  const host = { switchToHttp: () => ({ getRequest: () => ({ id: 'req-42' }), getResponse: () => res }) } as unknown as ArgumentsHost;
  new HttpErrorFilter().catch(exception, host);
  return sent;
}

describe('HttpErrorFilter', () => {
  it('turns validation failures into 400 with the issues as details', () => {
    const sent = answer(new ValidationException([{ path: 'email', message: 'Invalid email address' }]));
    expect(sent.status).toBe(400);
    expect(sent.body).toEqual({ error: 'Invalid email address', details: [{ path: 'email', message: 'Invalid email address' }] });
  });

  it('maps each domain error kind to its status and sets Retry-After for rate limits', () => {
    expect(answer(new DomainErrorException(new DomainError('conflict', 'Already there'))).status).toBe(409);
    expect(answer(new DomainErrorException(new DomainError('not_found', 'No quest'))).body).toEqual({ error: 'No quest' });
    const limited = answer(new DomainErrorException(new DomainError('rate_limited', 'Slow down', { retryAfterSeconds: 41.2 })));
    expect(limited.status).toBe(429);
    expect(limited.headers['Retry-After']).toBe('42');
  });

  it('keeps framework 4xx answers and malformed JSON as 400', () => {
    expect(answer(new NotFoundException('Cannot GET /api/nope')).body).toEqual({ error: 'Cannot GET /api/nope' });
    const parse = Object.assign(new SyntaxError('Unexpected token'), { type: 'entity.parse.failed', status: 400 });
    expect(answer(parse)).toMatchObject({ status: 400, body: { error: 'The request body is not valid JSON.' } });
    expect(answer(new BadRequestException('bad')).status).toBe(400);
    // What Nest's Express adapter hands over: the parser error wrapped in a BadRequestException.
    const wrapped = new BadRequestException('Unexpected token } in JSON at position 9', { cause: parse });
    expect(answer(wrapped).body).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it('answers unknown errors with a 500 that leaks nothing but the request id', () => {
    const sent = answer(new Error('password for postgres://admin:secret@db is wrong'));
    expect(sent.status).toBe(500);
    expect(JSON.stringify(sent.body)).not.toContain('secret');
    expect(sent.body).toEqual({ error: 'Something went wrong on our side.', details: { requestId: 'req-42' } });
  });
});
