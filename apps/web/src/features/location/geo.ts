import type { Point } from './state';

export type Direction = 'north' | 'south' | 'west' | 'east';

/** One arrow press moves the pin this far: about a building, fine enough to reach a gate. */
export const NUDGE_METERS = 40;
const METERS_PER_DEGREE_LAT = 111_320;

/** The point moved `meters` towards a compass direction (flat-earth step; fine at street scale). */
export function nudge(point: Point, direction: Direction, meters: number = NUDGE_METERS): Point {
  const dLat = meters / METERS_PER_DEGREE_LAT;
  const dLng = meters / (METERS_PER_DEGREE_LAT * Math.max(0.01, Math.cos((point.lat * Math.PI) / 180)));
  switch (direction) {
    case 'north':
      return { lat: Math.min(90, point.lat + dLat), lng: point.lng };
    case 'south':
      return { lat: Math.max(-90, point.lat - dLat), lng: point.lng };
    case 'east':
      return { lat: point.lat, lng: wrapLng(point.lng + dLng) };
    case 'west':
      return { lat: point.lat, lng: wrapLng(point.lng - dLng) };
  }
}

function wrapLng(lng: number): number {
  return ((((lng + 180) % 360) + 360) % 360) - 180;
}

/** Six decimals (~0.1 m) is all a delivery pin needs; keeps stored addresses and cache keys tidy. */
export function roundPoint(point: Point): Point {
  return { lat: Math.round(point.lat * 1e6) / 1e6, lng: Math.round(point.lng * 1e6) / 1e6 };
}

/** "12.97, 77.64" typed into the search box: coordinates to go to (a non-drag way to place the pin). */
export function parseCoordinates(text: string): Point | null {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*[, ]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

export const ADDRESS_TAGS = ['Home', 'Work', 'Other'] as const;
export type AddressTag = (typeof ADDRESS_TAGS)[number];

export function isAddressTag(value: string | null | undefined): value is AddressTag {
  return ADDRESS_TAGS.includes(value as AddressTag);
}
