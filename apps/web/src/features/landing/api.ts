import type { PopularLocation, StoreSummary } from '@keka/contracts';
import { callApi } from '../../lib/api';
import { useQuery } from '../../lib/use-query';
import { summariseStores, type LandingStats } from './stats';

/** The landing's numbers: the stores delivering to each popular area (desktop only, cached). */
export function useLandingStats() {
  return useQuery<LandingStats>('landing-stats', async (signal) => {
    const areas = await callApi<PopularLocation[]>('popular-geo-locations', {}, { signal });
    const lists = await Promise.all(
      areas.map((area) =>
        callApi<StoreSummary[]>('get-delivery-restaurants', { latitude: area.latitude, longitude: area.longitude }, { signal }),
      ),
    );
    return summariseStores(lists);
  });
}
