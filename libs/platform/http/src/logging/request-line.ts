import pino, { type Logger } from 'pino';

/** What one request line says. */
export interface RequestLineFields {
  id: string;
  method: string;
  url: string;
  statusCode: number;
  responseTime: number;
  /** The request's trace (tracing on): written last, as `trace_id`. */
  traceId?: string;
}

type Level = 'info' | 'warn' | 'error';

/**
 * Writes the one line per request, byte for byte as `logger[level]({ req, res, responseTime },
 * 'request completed')` would (level, time, the logger's pid and hostname, then the fields), to
 * the logger's own destination. Built as one string: no object per line, and none of pino's
 * generic serialisation (key walk, redaction copy, mixins), which cost more than the rest of a
 * cheap request's logging. With tracing on, the request's `trace_id` follows `responseTime`. request-line.spec.ts keeps it equal to pino's line.
 */
export function requestLineWriter(logger: Logger): (level: Level, fields: RequestLineFields) => void {
  const stream = (logger as unknown as Record<symbol, pino.DestinationStream>)[pino.symbols.streamSym];
  const bindings = (logger as unknown as Record<symbol, string>)[pino.symbols.chindingsSym];
  const prefix = {
    info: `{"level":${logger.levels.values.info},"time":`,
    warn: `{"level":${logger.levels.values.warn},"time":`,
    error: `{"level":${logger.levels.values.error},"time":`,
  };
  return (level, f) => {
    if (!logger.isLevelEnabled(level)) return;
    stream.write(
      `${prefix[level]}${Date.now()}${bindings},"req":{"id":${JSON.stringify(f.id)},"method":${JSON.stringify(f.method)},"url":${JSON.stringify(f.url)}},"res":{"statusCode":${f.statusCode}},"responseTime":${f.responseTime}${f.traceId ? `,"trace_id":"${f.traceId}"` : ''},"msg":"request completed"}\n`,
    );
  };
}
