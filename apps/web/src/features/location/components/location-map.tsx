import { useEffect, useLayoutEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { BLANK_TILE, escapeHtml, isTileTemplate } from '../../../lib/map-tiles';
import type { Point } from '../state';

export interface LocationMapProps {
  readonly point: Point;
  readonly onMove: (point: Point) => void;
  /** The mapTileUrl and mapAttribution settings. */
  readonly tileUrl: string;
  readonly attribution: string;
  readonly pinLabel: string;
}

const ZOOM = 17;

/**
 * The Leaflet map with a draggable pin: this whole module (and Leaflet) is a lazy chunk, never in the
 * home bundle. Dragging the pin or tapping the map moves it; moves from outside (arrow buttons,
 * search) pan the map. Without tiles (offline, no network in tests) the styled background shows.
 */
export default function LocationMap({ point, onMove, tileUrl, attribution, pinLabel }: LocationMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const onMoveRef = useRef(onMove);
  useLayoutEffect(() => {
    onMoveRef.current = onMove;
  });

  useEffect(() => {
    const el = container.current;
    if (!el) return undefined;
    const instance = L.map(el, { zoomControl: true, attributionControl: true, keyboard: true }).setView([point.lat, point.lng], ZOOM);
    // Leaflet writes attribution as HTML: the setting is shown as text only.
    if (isTileTemplate(tileUrl)) L.tileLayer(tileUrl, { attribution: escapeHtml(attribution), maxZoom: 19, errorTileUrl: BLANK_TILE }).addTo(instance);
    const icon = L.divIcon({
      className: 'map-pin',
      html: '<span class="map-pin__head"></span><span class="map-pin__tail"></span>',
      iconSize: [36, 48],
      iconAnchor: [18, 46],
    });
    // keyboard: false — the arrow buttons beside the map are the keyboard and non-drag way to move it.
    const pin = L.marker([point.lat, point.lng], { draggable: true, keyboard: false, icon, title: pinLabel, alt: pinLabel }).addTo(instance);
    pin.on('dragend', () => {
      const at = pin.getLatLng();
      onMoveRef.current({ lat: at.lat, lng: at.lng });
    });
    instance.on('click', (event: L.LeafletMouseEvent) => {
      pin.setLatLng(event.latlng);
      onMoveRef.current({ lat: event.latlng.lat, lng: event.latlng.lng });
    });
    map.current = instance;
    marker.current = pin;
    // The container may get its final size after the lazy chunk mounts.
    const resize = window.setTimeout(() => instance.invalidateSize(), 50);
    return () => {
      window.clearTimeout(resize);
      instance.remove();
      map.current = null;
      marker.current = null;
    };
    // The map is made once; later points arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const pin = marker.current;
    const instance = map.current;
    if (!pin || !instance) return;
    const at = pin.getLatLng();
    if (Math.abs(at.lat - point.lat) < 1e-7 && Math.abs(at.lng - point.lng) < 1e-7) return;
    pin.setLatLng([point.lat, point.lng]);
    instance.panTo([point.lat, point.lng], { animate: !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches });
  }, [point]);

  return <div ref={container} className="location-map__canvas" />;
}
