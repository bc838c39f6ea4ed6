import { type EntityManager, RequestContext } from '@mikro-orm/core';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isApiCall } from '../logging/request-logging.middleware.js';
import { runWithRequestId } from '../logging/request-id.js';

/**
 * The scope a request's own work runs in, from here to its answer: its request id (requestLogging()
 * gave it; the root logger puts it on every line logged meanwhile) and, for an API call and given `em`,
 * its own MikroORM EntityManager (the request context). Mounted after the session middleware, as Nest
 * mounted them: what the session store starts lazily (its pruning timer, its pool's connections) starts
 * outside any request, and pages, built files and uploads, which need no EntityManager, make no fork.
 *
 * One plain middleware: registered through Nest, MikroORM's and nestjs-pino's were three routes of 35
 * per-method handlers in front of every API call, and nestjs-pino held a child logger made per request.
 */
export function requestScope(em?: EntityManager): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const rest = em && isApiCall(req.originalUrl ?? req.url) ? () => RequestContext.create(em, next) : next;
    const id = (req as Request & { id?: string }).id;
    if (id === undefined) return rest();
    runWithRequestId(id, rest);
  };
}
