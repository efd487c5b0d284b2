import { getPagesRequest, getPagesResponse, getSinglePageRequest, getSinglePageResponse } from '@keka/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { postRoute } from '../../http/route';
import { contentRepository as repo } from './content.repository';

export function registerContentRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const tag = 'content';
  postRoute(app, 'get-pages', { body: getPagesRequest, response: getPagesResponse, tag, summary: 'Content pages (about, terms, privacy …)' }, async () =>
    repo.listPages(deps.db),
  );
  postRoute(app, 'get-single-page', { body: getSinglePageRequest, response: getSinglePageResponse, tag, summary: 'One content page with its HTML body' }, async (body) => {
    const page = (await repo.findPage(deps.db, body.slug)) ?? notFound('This page does not exist.');
    return { success: true as const, id: page.id, slug: page.slug, title: page.title, body: page.bodyHtml };
  });
}
