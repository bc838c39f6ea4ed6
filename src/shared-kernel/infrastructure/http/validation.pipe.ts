import { type ArgumentMetadata, BadRequestException, Injectable, ValidationPipe, type ValidationError } from '@nestjs/common';
import { inspectValue, shapeProblemBody } from './request-shape.guard.js';

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
 * Before any transformation, the value's shape is checked (NUL characters, too many fields, too
 * deep): requestShapeGuard does this for URLs and JSON bodies, this covers what is parsed later
 * (multipart fields) and route parameters.
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

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') {
      const problem = inspectValue(value);
      if (problem) throw new BadRequestException(shapeProblemBody(problem));
    }
    return super.transform(value, metadata);
  }
}
