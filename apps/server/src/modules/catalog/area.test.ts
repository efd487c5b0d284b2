import { distanceKm } from '@keka/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxAround, CELL_DEG, cellOf } from './area';

const inBox = (box: ReturnType<typeof boxAround>, p: { latitude: number; longitude: number }) =>
  p.latitude >= box.minLat && p.latitude <= box.maxLat && (box.minLng === null || box.maxLng === null || (p.longitude >= box.minLng && p.longitude <= box.maxLng));

describe('boxAround', () => {
  it('holds every store whose delivery radius reaches a point of the cell', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -80, max: 80, noNaN: true }),
        fc.double({ min: -170, max: 170, noNaN: true }),
        fc.double({ min: 0.1, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lat, lng, radius, bearing, share) => {
          const point = { latitude: lat, longitude: lng };
          // A store `share` of its radius away from the point, in any direction.
          const km = radius * share;
          const store = {
            latitude: lat + (km / 111.19) * Math.cos(bearing),
            longitude: lng + (km / (111.19 * Math.cos((lat * Math.PI) / 180))) * Math.sin(bearing),
          };
          if (distanceKm(store, point) > radius) return; // the flat-earth step overshot: not a serving store
          expect(inBox(boxAround(cellOf(point), radius), store)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('is a small box in the plains and every longitude near a pole', () => {
    const box = boxAround(cellOf({ latitude: 12.97, longitude: 77.64 }), 7);
    expect(box.maxLat - box.minLat).toBeLessThan(CELL_DEG + 0.2);
    expect((box.maxLng ?? 999) - (box.minLng ?? 0)).toBeLessThan(CELL_DEG + 0.2);
    expect(boxAround(cellOf({ latitude: 89.99, longitude: 10 }), 7)).toMatchObject({ minLng: null, maxLng: null });
    expect(boxAround(cellOf({ latitude: 0, longitude: 179.99 }), 7)).toMatchObject({ minLng: null, maxLng: null });
  });
});
