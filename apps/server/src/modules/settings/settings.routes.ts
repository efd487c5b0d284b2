import {
  getAllLanguagesRequest,
  getAllLanguagesResponse,
  getSettingsRequest,
  getSettingsResponse,
  getSingleLanguageRequest,
  getSingleLanguageResponse,
} from '@keka/contracts';
import type { FastifyInstance } from 'fastify';
import { postRoute } from '../../http/route';
import type { SettingsService } from './settings.service';

export function registerSettingsRoutes(app: FastifyInstance, deps: { settings: SettingsService }): void {
  const tag = 'settings';
  postRoute(app, 'get-settings', { body: getSettingsRequest, response: getSettingsResponse, tag, summary: 'Public settings as key/value pairs' }, async () =>
    deps.settings.publicSettings(),
  );
  postRoute(app, 'get-all-languages', { body: getAllLanguagesRequest, response: getAllLanguagesResponse, tag, summary: 'Languages the app offers' }, async () =>
    deps.settings.languages(),
  );
  postRoute(app, 'get-single-language', { body: getSingleLanguageRequest, response: getSingleLanguageResponse, tag, summary: 'One language with its translations', etag: true }, async (body) =>
    deps.settings.language(body.id),
  );

  // SPEC §4 version check; never cached by browsers or the service worker.
  app.get('/version.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return deps.settings.versionFile();
  });
}
