import { ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DomainError, type DomainErrorKind } from '../../domain/domain-error.js';
import type { ErrorBody } from './error-body.js';
import { RequestShapeError, shapeProblemBody } from './request-shape.guard.js';
import { RequestValidationError } from './validation.pipe.js';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  validation: HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  rule_violation: HttpStatus.UNPROCESSABLE_ENTITY,
  rate_limited: HttpStatus.TOO_MANY_REQUESTS,
  too_large: HttpStatus.PAYLOAD_TOO_LARGE,
  unsupported_media: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

const DEFAULT_MESSAGES: Record<number, [string, string]> = {
  400: ['bad_request', 'The request could not be understood.'],
  401: ['unauthenticated', 'Please sign in to continue.'],
  403: ['forbidden', "You don't have permission to do that."],
  404: ['not_found', 'Not found.'],
  405: ['method_not_allowed', 'That method is not allowed here.'],
  413: ['payload_too_large', 'The request is too large.'],
  415: ['unsupported_media_type', 'That content type is not supported.'],
  429: ['too_many_requests', 'Too many requests. Please wait a moment and try again.'],
};

/** Errors thrown by express middleware (body-parser and friends) carry a status and a type. */
interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/**
 * The one place errors become HTTP answers. Every body has a human `message` and a `code`;
 * validation adds per-field `errors`; a 500 says nothing internal, only a correlation id
 * that leads to the logged cause.
 */
@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request & { id?: string }>();
    const { status, body } = this.toAnswer(exception, request);
    if (status >= 500) {
      body.correlationId = String(request.id ?? '');
      this.logger.error(
        { err: exception, correlationId: body.correlationId, path: request.originalUrl },
        exception instanceof Error ? exception.stack : String(exception),
      );
    }
    if (response.headersSent) return;
    response.status(status).json(body);
  }

  private toAnswer(exception: unknown, request: Request): { status: number; body: ErrorBody } {
    // Thrown in the JSON parser's verify hook; Nest hands it on wrapped in an HttpException.
    const shape = exception instanceof HttpException ? exception.cause : exception;
    if (shape instanceof RequestShapeError) return { status: 400, body: shapeProblemBody(shape.problem) };
    if (exception instanceof RequestValidationError) {
      return {
        status: HttpStatus.BAD_REQUEST,
        body: { message: exception.message, code: 'validation_failed', errors: exception.fieldErrors },
      };
    }
    if (exception instanceof DomainError) {
      const body: ErrorBody = { ...exception.details, message: exception.message, code: exception.code };
      if (exception.fieldErrors) body.errors = exception.fieldErrors;
      return { status: STATUS_BY_KIND[exception.kind], body };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const raw = exception.getResponse();
      const [code, fallback] = DEFAULT_MESSAGES[status] ?? ['error', 'Something went wrong.'];
      let message = fallback;
      if (typeof raw === 'string') message = raw;
      else if (raw && typeof raw === 'object') {
        const m = (raw as { message?: unknown }).message;
        if (typeof m === 'string') message = m;
        else if (Array.isArray(m) && typeof m[0] === 'string') message = m[0];
      }
      if (status === 404 && message.startsWith('Cannot ')) {
        message = `No such endpoint: ${request.method} ${request.originalUrl.split('?')[0]}`;
      }
      // body-parser's errors reach here wrapped by Nest: answer in our words, not the parser's.
      if (status === 400 && /JSON/.test(message) && !(raw as { code?: unknown })?.code) {
        return { status, body: { message: 'The request body is not valid JSON.', code: 'malformed_json' } };
      }
      if (status === 413 && message === 'File too large') {
        // multer's cap: 5 MB on image-only endpoints, 100 MB where videos are allowed.
        const imageOnly = /\/upload\/(profile-image|business-logo)/.test(request.originalUrl);
        return {
          status,
          body: {
            message: imageOnly ? 'File too large: Please select an image smaller than 5MB' : 'File too large: Please select a video smaller than 100MB',
            code: 'file_too_large',
          },
        };
      }
      if (status === 413) return { status, body: { message: fallback, code } };
      const customCode = raw && typeof raw === 'object' ? (raw as { code?: unknown }).code : undefined;
      return { status, body: { message, code: typeof customCode === 'string' ? customCode : code } };
    }
    const httpish = exception as HttpishError | undefined;
    const status = httpish?.status ?? httpish?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      if (httpish?.type === 'entity.parse.failed') {
        return { status: 400, body: { message: 'The request body is not valid JSON.', code: 'malformed_json' } };
      }
      if (httpish?.type === 'entity.too.large') {
        return { status: 413, body: { message: 'The request is too large.', code: 'payload_too_large' } };
      }
      const [code, message] = DEFAULT_MESSAGES[status] ?? ['bad_request', 'The request could not be understood.'];
      return { status, body: { message, code } };
    }
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      body: { message: 'Something went wrong on our side. Please try again.', code: 'internal_error' },
    };
  }
}
