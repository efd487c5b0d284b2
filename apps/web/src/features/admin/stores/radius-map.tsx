import type { AdminMapPoint } from '@keka/contracts';

export interface RadiusMapProps {
  readonly latitude: number;
  readonly longitude: number;
  /** Kilometres. */
  readonly radius: number;
  readonly stores: readonly AdminMapPoint[];
  readonly places: readonly AdminMapPoint[];
}

const SIZE = 360;
const KM_PER_DEG_LAT = 110.57;

/** A round length for the scale bar (1, 2, 5 × 10ⁿ km) close to `km`. */
function niceKm(km: number): number {
  const power = 10 ** Math.floor(Math.log10(km));
  const step = [1, 2, 5, 10].find((s) => s * power >= km * 0.75) ?? 10;
  return step * power;
}

const kmLabel = (km: number) => (km < 1 ? `${Math.round(km * 1000)} m` : `${km} km`);

/**
 * The delivery radius drawn to scale around the store, without map tiles (the console loads nothing
 * from other hosts): the city's other stores and popular places as dots, a scale bar, north up.
 */
export function RadiusMap({ latitude, longitude, radius, stores, places }: RadiusMapProps) {
  const valid = Number.isFinite(latitude) && Number.isFinite(longitude) && Number.isFinite(radius) && radius > 0 && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  if (!valid) return <p className="ad-muted">Enter a valid point and radius to see the delivery area.</p>;
  // The view shows 1.4 × the radius on each side of the store (at least 1 km).
  const halfKm = Math.max(1, radius * 1.4);
  const pxPerKm = SIZE / 2 / halfKm;
  const kmPerDegLng = 111.32 * Math.cos((latitude * Math.PI) / 180);
  const project = (p: { latitude: number; longitude: number }) => {
    const xKm = (p.longitude - longitude) * kmPerDegLng;
    const yKm = (p.latitude - latitude) * KM_PER_DEG_LAT;
    return { x: SIZE / 2 + xKm * pxPerKm, y: SIZE / 2 - yKm * pxPerKm, km: Math.hypot(xKm, yKm) };
  };
  const inView = (q: { x: number; y: number }) => q.x >= 0 && q.x <= SIZE && q.y >= 0 && q.y <= SIZE;
  const shownStores = stores.map((s) => ({ ...s, ...project(s) })).filter(inView);
  const shownPlaces = places.map((s) => ({ ...s, ...project(s) })).filter(inView);
  const inside = (list: { km: number }[]) => list.filter((p) => p.km <= radius).length;
  const barKm = niceKm(halfKm / 2);
  const barPx = barKm * pxPerKm;

  return (
    <figure className="ad-map">
      <svg className="ad-map__svg" viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-labelledby="ad-map-title">
        <title id="ad-map-title">{`Delivery radius of ${kmLabel(radius)} around the store; ${inside(shownStores)} other stores and ${inside(shownPlaces)} popular places inside it`}</title>
        <rect width={SIZE} height={SIZE} className="ad-map__ground" />
        <circle cx={SIZE / 2} cy={SIZE / 2} r={radius * pxPerKm} className="ad-map__radius" />
        {shownPlaces.map((p) => (
          <rect key={`p${p.id}`} x={p.x - 4} y={p.y - 4} width={8} height={8} transform={`rotate(45 ${p.x} ${p.y})`} className="ad-map__place">
            <title>{`${p.name} (popular place, ${p.km.toFixed(1)} km)`}</title>
          </rect>
        ))}
        {shownStores.map((s) => (
          <circle key={`s${s.id}`} cx={s.x} cy={s.y} r={4} className="ad-map__store">
            <title>{`${s.name} (${s.km.toFixed(1)} km)`}</title>
          </circle>
        ))}
        <circle cx={SIZE / 2} cy={SIZE / 2} r={7} className="ad-map__self">
          <title>This store</title>
        </circle>
        <g transform={`translate(16 ${SIZE - 20})`} className="ad-map__scale">
          <line x1={0} y1={0} x2={barPx} y2={0} />
          <line x1={0} y1={-5} x2={0} y2={5} />
          <line x1={barPx} y1={-5} x2={barPx} y2={5} />
          <text x={barPx / 2} y={-8} textAnchor="middle">
            {kmLabel(barKm)}
          </text>
        </g>
        <text x={SIZE - 16} y={24} textAnchor="end" className="ad-map__north">
          N ↑
        </text>
      </svg>
      <figcaption className="ad-map__legend">
        <span>
          <i className="ad-map__key ad-map__key--self" /> This store
        </span>
        <span>
          <i className="ad-map__key ad-map__key--store" /> Other stores ({inside(shownStores)} inside)
        </span>
        <span>
          <i className="ad-map__key ad-map__key--place" /> Popular places ({inside(shownPlaces)} inside)
        </span>
        <span className="ad-muted">Drawn to scale without map tiles: no streets, nothing loaded from other sites.</span>
      </figcaption>
    </figure>
  );
}
