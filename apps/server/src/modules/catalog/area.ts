import type { LatLng } from '@keka/domain';
import type { LatLngBox } from './catalog.repository';

/**
 * Stores near a point (ADR 0022). The map is cut into cells of CELL_DEG × CELL_DEG degrees; the stores
 * that can serve any point of a cell are those inside the cell grown by the largest delivery radius.
 * That box is read once per cell through the (latitude, longitude) index and kept for the cache's
 * lifetime; each request then measures the exact distance to those few candidates only.
 */
export const CELL_DEG = 0.05;

/** km per degree of latitude on the haversine sphere (R 6371 km): 2πR / 360 ≈ 111.195, rounded down (a larger box). */
const KM_PER_DEG = 111.19;
/** Distances are rounded to one decimal before the radius check (SPEC §4), so a store up to 0.05 km further counts. */
const ROUNDING_KM = 0.1;

export interface Cell {
  readonly key: string;
  readonly lat: number;
  readonly lng: number;
}

export function cellOf(point: LatLng): Cell {
  const lat = Math.floor(point.latitude / CELL_DEG);
  const lng = Math.floor(point.longitude / CELL_DEG);
  return { key: `${lat}:${lng}`, lat, lng };
}

/**
 * The box holding every store whose delivery circle (radius ≤ maxRadiusKm) reaches into the cell.
 * Great-circle distance is at least R·|Δlatitude|, and at least R·cos(latitude)·|Δlongitude| at the
 * latitude nearest a pole within the box, so nothing that serves a point of the cell falls outside it
 * (1% more for the small-angle terms). Near the poles or for huge radii the box spans every longitude.
 */
export function boxAround(cell: Cell, maxRadiusKm: number): LatLngBox {
  const reach = (Math.max(0, maxRadiusKm) + ROUNDING_KM) * 1.01;
  const dLat = reach / KM_PER_DEG;
  const minLat = Math.max(-90, cell.lat * CELL_DEG - dLat);
  const maxLat = Math.min(90, (cell.lat + 1) * CELL_DEG + dLat);
  const poleward = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const cos = Math.cos((poleward * Math.PI) / 180);
  const dLng = cos > 0.01 ? reach / (KM_PER_DEG * cos) : Infinity;
  const minLng = cell.lng * CELL_DEG - dLng;
  const maxLng = (cell.lng + 1) * CELL_DEG + dLng;
  // Across the ±180° meridian (or wider than the world): every longitude, still a latitude band.
  if (!Number.isFinite(dLng) || minLng < -180 || maxLng > 180) return { minLat, maxLat, minLng: null, maxLng: null };
  return { minLat, maxLat, minLng, maxLng };
}
