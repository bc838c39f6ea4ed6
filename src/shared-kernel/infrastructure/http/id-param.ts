import { Injectable, Param, type PipeTransform } from '@nestjs/common';
import { DomainError } from '../../domain/domain-error.js';
import { isId } from '../../domain/ids.js';

/** What every path id that is not a UUID answers: 400, the words Nest's ParseUUIDPipe used on the first routes that checked. */
export const MALFORMED_ID_MESSAGE = 'Validation failed (uuid is expected)';

export const malformedId = (): DomainError => new DomainError('bad_request', MALFORMED_ID_MESSAGE, 'validation');

/**
 * The shape check of a path id, once at the edge: what reaches a use case is a UUID. A malformed id is a 400
 * (`malformedId`), unless the route names its own answer: the resources whose tests pin "a malformed id is
 * no such thing" (a campaign by id, an email, a membership tier) pass their not-found error and answer 404 as for
 * an unknown id.
 */
@Injectable()
export class IdPipe implements PipeTransform<string, string> {
  constructor(private readonly whenMalformed: () => DomainError = malformedId) {}

  transform(value: string): string {
    return requireId(value, this.whenMalformed);
  }
}

/**
 * The same shape check for an id a request body or query carries, in the controller, where the route answers a
 * malformed id as an unknown one (`requireId(body.campaignId, CAMPAIGN_NOT_FOUND)`): what reaches a use case is a
 * UUID. Where no answer is pinned, a DTO says `@IsUUID` with its field's message instead.
 */
export function requireId(value: string, whenMalformed: () => DomainError): string {
  if (!isId(value)) throw whenMalformed();
  return value;
}

/**
 * `@IdParam('id') id: string`: the path parameter `name`, checked to be a UUID. Paths that take something
 * else (a slug or an id, a provider's account or subscription id) keep a plain `@Param`.
 */
export function IdParam(name: string, whenMalformed?: () => DomainError): ParameterDecorator {
  return Param(name, new IdPipe(whenMalformed));
}
