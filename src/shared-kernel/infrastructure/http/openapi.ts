import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

/** The API contract, built from the controllers. operationId is the controller method's name. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Faith Collective API')
    .setDescription(
      'Donation campaigns, the Christian business network and creator sponsorship. ' +
        'Sign in with POST /api/login; the session cookie (fc.sid) authenticates later calls. ' +
        'Every error answer has a human `message`, a `code`, and per-field `errors` on validation.',
    )
    .setVersion('1.0.0')
    .addCookieAuth('fc.sid')
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
  });
}
