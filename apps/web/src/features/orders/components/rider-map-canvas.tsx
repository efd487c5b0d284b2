import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { BLANK_TILE, escapeHtml, isTileTemplate } from '../../../lib/map-tiles';

export interface MapPoint {
  readonly lat: number;
  readonly lng: number;
}

export interface RiderMapCanvasProps {
  readonly store: MapPoint;
  readonly home: MapPoint;
  readonly rider: MapPoint | null;
  /** The partner's last position is old (over 2 minutes): drawn faded. */
  readonly stale: boolean;
  /** The mapTileUrl and mapAttribution settings. */
  readonly tileUrl: string;
  readonly attribution: string;
  readonly labels: { readonly store: string; readonly home: string; readonly rider: string };
}

/** Pins drawn in CSS (rider-map.css): no image files, and their glyphs are fixed strings, never data. */
const GLYPHS = {
  store: '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M4 9.5 5.5 4h13L20 9.5M4 9.5h16M5 12v8h14v-8" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linejoin="round"/></svg>',
  home: '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M3 10.5 12 3l9 7.5V20H4z" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linejoin="round"/></svg>',
  rider:
    '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><circle cx="5.5" cy="17" r="3" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="18.5" cy="17" r="3" fill="none" stroke="currentColor" stroke-width="2"/><path d="M8.5 17h6l2-6h-5l-3 6M15 7h2.5l1 4" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>',
} as const;

const pin = (kind: keyof typeof GLYPHS) =>
  L.divIcon({ className: `live-pin live-pin--${kind}`, html: `<span class="live-pin__body">${GLYPHS[kind]}</span>`, iconSize: [36, 36], iconAnchor: [18, 18] });

const latLng = (p: MapPoint): L.LatLngTuple => [p.lat, p.lng];

/**
 * The running order's Leaflet map (a lazy chunk: Leaflet stays out of every other screen's bundle):
 * the store, the customer's address and the partner, whose marker MOVES as positions arrive. The
 * screen's text summary beside it says the same in words; without tiles (offline, tests) the markers
 * still show on the styled background.
 */
export default function RiderMapCanvas({ store, home, rider, stale, tileUrl, attribution, labels }: RiderMapCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const riderMarker = useRef<L.Marker | null>(null);

  useEffect(() => {
    const el = container.current;
    if (!el) return undefined;
    // Not keyboard-focusable: the summary beside the map carries what it shows (DESIGN "Access").
    const instance = L.map(el, { zoomControl: true, attributionControl: true, keyboard: false, scrollWheelZoom: false });
    if (isTileTemplate(tileUrl)) L.tileLayer(tileUrl, { attribution: escapeHtml(attribution), maxZoom: 19, errorTileUrl: BLANK_TILE }).addTo(instance);
    const fixed = { keyboard: false, interactive: false } as const;
    L.marker(latLng(store), { ...fixed, icon: pin('store'), title: labels.store }).addTo(instance);
    L.marker(latLng(home), { ...fixed, icon: pin('home'), title: labels.home }).addTo(instance);
    instance.fitBounds(L.latLngBounds([latLng(store), latLng(home)]), { padding: [36, 36], maxZoom: 16 });
    map.current = instance;
    const resize = window.setTimeout(() => instance.invalidateSize(), 50);
    return () => {
      window.clearTimeout(resize);
      instance.remove();
      map.current = null;
      riderMarker.current = null;
    };
    // One map per order (the screen keys it by order); the partner arrives through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const lat = rider?.lat;
  const lng = rider?.lng;
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    if (lat === undefined || lng === undefined) {
      riderMarker.current?.remove();
      riderMarker.current = null;
      return;
    }
    let marker = riderMarker.current;
    if (!marker) {
      marker = L.marker([lat, lng], { keyboard: false, interactive: false, icon: pin('rider'), title: labels.rider, zIndexOffset: 1000 }).addTo(instance);
      riderMarker.current = marker;
      instance.fitBounds(L.latLngBounds([latLng(store), latLng(home), [lat, lng]]), { padding: [36, 36], maxZoom: 16 });
    } else {
      marker.setLatLng([lat, lng]);
      instance.panInside([lat, lng], { padding: [36, 36] });
    }
  }, [lat, lng, store, home, labels.rider]);

  useEffect(() => {
    riderMarker.current?.getElement()?.classList.toggle('live-pin--stale', stale);
  }, [stale, lat, lng]);

  return <div ref={container} className="live-map__canvas" />;
}
