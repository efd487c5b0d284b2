/**
 * Where uploaded pictures are kept (issue 35): a small port so that every instance reads what any of
 * them stored. The database adapter is the default; an S3-compatible bucket is the other.
 */
export interface StoredPicture {
  readonly bytes: Buffer;
  readonly contentType: string;
}

export interface PictureStorage {
  /** Named in /api/health and the start-up log. */
  readonly kind: 'database' | 's3';
  /** Keeps a picture under a new name; names are never reused, so a put never replaces one. */
  put(name: string, picture: StoredPicture): Promise<void>;
  /** The picture, or null when no picture has this name. */
  get(name: string): Promise<StoredPicture | null>;
  /** Whether a picture has this name (the disk import asks before copying). */
  has(name: string): Promise<boolean>;
}

/** An upload's name: 32 random hex digits and the only type stored (store-uploads.ts re-encodes as WebP). */
export const PICTURE_NAME = /^[a-f0-9]{32}\.webp$/;
