import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from '../app';

/** The OpenAPI document generated from the route schemas: UI at /api/docs, JSON at /api/docs/json. */
export async function registerOpenApi(app: App): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Student and parent portal API',
        description:
          'Every answer is an envelope `{ statusCode, message, result }` whose statusCode equals the HTTP status.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          studentToken: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description:
              'The composite token `{sessionId}:{secret}:{institute_id}|{acad_yr_id}` (bare or after Bearer).',
          },
          examDeskToken: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: "The login answer's examdesk_auth_token (exam desk calls).",
          },
          scorecardToken: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: "The login answer's scorecard_auth_token (score calls).",
          },
          panelToken: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'The test panel window token given by POST {testPanel}/api/open for one attempt.',
          },
          instituteKey: {
            type: 'http',
            scheme: 'bearer',
            description: "An institute's import key (npm run institute:key -- <host>), for its own imports.",
          },
          scoreCardToken: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'The score card window token given by POST {scorePanel}/api/open for one card.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
