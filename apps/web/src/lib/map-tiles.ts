/** A tile URL template from the mapTileUrl setting: https (or this site) with {z}/{x}/{y}. */
export function isTileTemplate(url: string): boolean {
  return /^(https:\/\/|\/(?!\/))/.test(url) && ['{z}', '{x}', '{y}'].every((part) => url.includes(part));
}

/** Leaflet writes its attribution as HTML; the mapAttribution setting is text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A failed tile shows nothing (the styled background stays), never a broken-image icon. */
export const BLANK_TILE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';
