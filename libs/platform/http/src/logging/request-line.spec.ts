import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestLineWriter } from './request-line';

/** A logger writing into an array, as the api's root logger writes to its destination. */
function capture(level = 'info') {
  const lines: string[] = [];
  const logger = pino({ level, redact: ['req.headers.authorization'] }, { write: (s: string) => void lines.push(s) });
  return { logger, lines };
}

describe('requestLineWriter', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['info', 200, '/api/me'],
    ['warn', 404, '/api/nope?x="quoted"\\back'],
    ['error', 500, '/api/auth/confirm?token=[redacted]&ü=1'],
  ] as const)('writes the very line pino writes (%s)', (level, statusCode, url) => {
    vi.spyOn(Date, 'now').mockReturnValue(1_795_461_658_344);
    const ours = capture();
    const pinos = capture();
    const fields = { id: 'req-"1"', method: 'GET', url, statusCode, responseTime: 3 };
    requestLineWriter(ours.logger)(level, fields);
    pinos.logger[level](
      { req: { id: fields.id, method: 'GET', url }, res: { statusCode }, responseTime: 3 },
      'request completed',
    );
    expect(ours.lines).toEqual(pinos.lines);
    expect(ours.lines).toHaveLength(1);
  });

  it('writes the trace id last, as pino writes a trace_id field given after the others', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_795_461_658_344);
    const ours = capture();
    const pinos = capture();
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    requestLineWriter(ours.logger)('info', {
      id: 'r1',
      method: 'POST',
      url: '/api/feedback',
      statusCode: 201,
      responseTime: 12,
      traceId,
    });
    pinos.logger.info(
      {
        req: { id: 'r1', method: 'POST', url: '/api/feedback' },
        res: { statusCode: 201 },
        responseTime: 12,
        trace_id: traceId,
      },
      'request completed',
    );
    expect(ours.lines).toEqual(pinos.lines);
  });

  it('writes nothing below the logger level', () => {
    const { logger, lines } = capture('warn');
    requestLineWriter(logger)('info', { id: 'a', method: 'GET', url: '/', statusCode: 200, responseTime: 1 });
    expect(lines).toEqual([]);
  });
});
