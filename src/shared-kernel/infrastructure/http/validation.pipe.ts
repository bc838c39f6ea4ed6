import { Injectable, ValidationPipe, type ValidationError } from '@nestjs/common';

/** Thrown when a request body or query fails its DTO's rules; carries every field's messages. */
export class RequestValidationError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string[]>,
  ) {
    super(message);
  }
}

function collect(errors: ValidationError[], prefix = '', into: Record<string, string[]> = {}): Record<string, string[]> {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length) into[path] = [...(into[path] ?? []), ...messages];
    if (error.children?.length) collect(error.children, path, into);
  }
  return into;
}

/**
 * class-validator over every DTO: unknown fields are stripped, types converted, and the first
 * failing field's message (in the DTO's declared order) becomes the answer's `message`.
 */
@Injectable()
export class RequestValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      transform: true,
      stopAtFirstError: true,
      validateCustomDecorators: false,
      exceptionFactory: (errors: ValidationError[]) => {
        const fieldErrors = collect(errors);
        const first = Object.values(fieldErrors)[0]?.[0] ?? 'The request is not valid.';
        return new RequestValidationError(first, fieldErrors);
      },
    });
  }
}
