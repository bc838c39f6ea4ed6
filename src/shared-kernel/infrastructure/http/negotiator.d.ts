/** The part of negotiator 1.x (no types of its own) that answer-compression.middleware.ts uses. */
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, 'headers'>);
    /** The best of `available` for the request's Accept-Encoding; `preferred` breaks ties between equally welcome ones. */
    encoding(available?: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
