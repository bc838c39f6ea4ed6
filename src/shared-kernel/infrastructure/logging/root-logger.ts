import type { Params } from 'nestjs-pino';
import pino, { type DestinationStream, type Logger } from 'pino';
import { requestIdMixin } from './request-id.js';

/** The application's one pino logger (nestjs-pino's loggers and the request lines derive from it). */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/**
 * Where the logs go: standard output, written in batches of 4 KB or every 250 ms (whichever comes first)
 * instead of one write per request line: a write per line was a noticeable part of a busy search's CPU
 * (docs/benchmarks.md). Lines still reach the terminal within a quarter second, and pino flushes what is left
 * when the process exits. Standard output is the process's: one destination, however many apps the process
 * makes (a test file after another), not one flusher per app left running after it closed.
 */
let stdoutDestination: DestinationStream | null = null;
function logDestination(): DestinationStream {
  if (stdoutDestination) return stdoutDestination;
  const destination = pino.destination({ dest: 1, minLength: 4096, sync: false });
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // a flush while the stream is still opening or already closed: the next tick or exit writes it
    }
  }, 250).unref();
  stdoutDestination = destination;
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
