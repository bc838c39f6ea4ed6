import type { NextFunction, Request, Response } from 'express';
import type { Server } from 'node:http';

export interface HttpDrain {
  /** Express middleware, registered first: once draining, every answer says `Connection: close`. */
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  /**
   * Stops taking connections and ends the open ones: idle keep-alive sockets at once, busy ones
   * as soon as their answer is sent (`Connection: close`), and whatever is left after graceMs.
   * Resolves when no connection is left.
   */
  drain(server: Server, graceMs: number): Promise<void>;
  /**
   * Stopping is announced (SIGTERM, before draining): `/api/health` answers 503 `{ status: 'draining' }` so that a
   * load balancer stops sending here, while every other request is still served as usual.
   */
  announceStopping(): void;
}

/**
 * A keep-alive client that keeps asking would otherwise hold the server open for ever: Node's
 * server.close() waits for every connection to end and only closes the idle ones once.
 */
export function httpDrain(): HttpDrain {
  let draining = false;
  let stopping = false;
  return {
    middleware(req, res, next) {
      if (draining) res.setHeader('Connection', 'close');
      if (stopping && req.method === 'GET' && req.path === '/api/health') {
        res.status(503).json({ status: 'draining', database: 'up' });
        return;
      }
      next();
    },
    announceStopping() {
      stopping = true;
    },
    drain(server, graceMs) {
      draining = true;
      if (!server.listening) {
        server.closeAllConnections();
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        let finished = false;
        const done = () => {
          if (finished) return;
          finished = true;
          clearInterval(sweeper);
          clearTimeout(deadline);
          resolve();
        };
        // The callback runs once the last connection has ended.
        server.close(() => done());
        // A socket turns idle between two requests; answers already under way when draining
        // began may still have said keep-alive. Sweep until none is left.
        server.closeIdleConnections();
        const sweeper = setInterval(() => server.closeIdleConnections(), 25);
        const deadline = setTimeout(() => {
          server.closeAllConnections();
          // The close callback follows within a tick of the sockets' destruction.
          setTimeout(done, 100).unref();
        }, graceMs);
        sweeper.unref();
        deadline.unref();
      });
    },
  };
}
