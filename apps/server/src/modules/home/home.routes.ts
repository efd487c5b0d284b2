import { homeDataRequest, homeDataResponse, promoSliderRequest, promoSliderResponse } from '@keka/contracts';
import type { FastifyInstance } from 'fastify';
import { postRoute } from '../../http/route';
import type { HomeService } from './home.service';

export function registerHomeRoutes(app: FastifyInstance, deps: { home: HomeService }): void {
  const tag = 'home';
  postRoute(app, 'home-data', { body: homeDataRequest, response: homeDataResponse, tag, summary: 'Home sliders and category grid for a location' }, async (body) =>
    deps.home.homeData(body),
  );
  postRoute(app, 'promo-slider', { body: promoSliderRequest, response: promoSliderResponse, tag, summary: 'Promotional slides for a location' }, async (body) =>
    deps.home.promoSlider(body),
  );
}
