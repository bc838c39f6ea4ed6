import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

/** The API contract, built from the controllers. operationId is the controller method's name. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Faith Collective API')
    .setDescription(
      'Donation campaigns, the Christian business network and creator sponsorship. ' +
        'Sign in with POST /api/login; the session cookie (fc.sid) authenticates later calls. ' +
        'Integrators call with an API key instead (Profile → Developers): `Authorization: Bearer fc_live_…`, limited to ' +
        "the key's scopes (each operation open to keys names its scope in x-api-key-scope); every POST accepts an " +
        '`Idempotency-Key`; answers to a key carry `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`. ' +
        'Every error answer has a human `message`, a `code`, and per-field `errors` on validation.',
    )
    .setVersion('1.0.0')
    .addCookieAuth('fc.sid')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'fc_live_… API key', description: 'An API key from Profile → Developers (fc_live_… or fc_test_…)' }, 'apiKey')
    .build();
  return SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey: string, methodKey: string) => methodKey,
  });
}

/** Swagger UI at /api/docs, served from the bundled swagger-ui-dist (works offline). */
export function setUpOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs/openapi.json',
    yamlDocumentUrl: 'api/docs/openapi.yaml',
    customSiteTitle: 'Faith Collective API',
    // A developer pastes a key once (Authorize) and tries the calls; it is kept across reloads of the page.
    swaggerOptions: { persistAuthorization: true },
  });
}
