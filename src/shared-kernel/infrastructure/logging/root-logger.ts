import type { Params } from 'nestjs-pino';
import pino, { type DestinationStream, type Logger } from 'pino';
import { requestIdMixin } from './request-id.js';

/** The application's one pino logger (nestjs-pino's loggers and the request lines derive from it). */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/**
 * Where the logs go: standard output, written in batches of 4 KB or every 250 ms (whichever comes first)
 * instead of one write per request line; on this machine a write costs ~0.15 ms, so one per request was 3%
 * of a busy search's CPU. Lines still reach the terminal within a quarter second, and pino flushes what is
 * left when the process exits.
 */
function logDestination(): DestinationStream {
  const destination = pino.destination({ dest: 1, minLength: 4096, sync: false });
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // a flush while the stream is still opening or already closed: the next tick or exit writes it
    }
  }, 250).unref();
  return destination;
}

/** The root logger; `destination` is standard output (batched) unless given (tests). */
export function createRootLogger(level: string, destination: DestinationStream = logDestination()): Logger {
  return pino(
    {
      level,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      // A line logged while a request is served carries its id (see request-id.ts).
      mixin: requestIdMixin,
    },
    destination,
  );
}

/**
 * nestjs-pino's settings: Nest's own lines go through the root logger (so they carry the request id),
 * and it mounts no middleware: the request lines are requestLogging()'s (main.ts).
 */
export function nestLoggerParams(root: Logger): Params {
  return { useExisting: true, pinoHttp: { logger: root }, forRoutes: [] };
}
