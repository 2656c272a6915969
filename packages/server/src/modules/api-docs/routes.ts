/**
 * GET /openapi.json, GET /docs and its stylesheet, under the API base (issue 13): public, built
 * from the route schemas only (no stored data), once, on first use.
 */
import type { FastifyPluginAsync } from 'fastify';
import { policy } from '../../lib/policy.js';
import { DOCS_PATHS } from './openapi.js';
import { renderReferencePage } from './reference-page.js';
import { REFERENCE_STYLESHEET } from './stylesheet.js';

type Built = { json: string; html: string };

// Listed in no document: `hide` is @fastify/swagger's flag; the transform hides them too.
const docsRoute = { config: { policy: policy.public }, schema: { hide: true } };

export const apiDocsRoutes: FastifyPluginAsync<{ apiPrefix: string }> = async (
  app,
  { apiPrefix },
) => {
  const [jsonPath, docsPath, stylePath] = DOCS_PATHS;
  let built: Built | undefined;
  // The routes are all registered once the app is ready, so the first call sees every one.
  const build = (): Built => {
    if (!built) {
      const document = app.swagger() as unknown as Record<string, unknown>;
      built = {
        json: JSON.stringify(document),
        html: renderReferencePage(document, {
          stylesheet: `${apiPrefix}${stylePath}`,
          json: `${apiPrefix}${jsonPath}`,
        }),
      };
    }
    return built;
  };

  app.get(jsonPath, docsRoute, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(build().json),
  );
  app.get(docsPath, docsRoute, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(build().html),
  );
  app.get(stylePath, docsRoute, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(REFERENCE_STYLESHEET),
  );
};
