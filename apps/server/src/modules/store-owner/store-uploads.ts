import { randomBytes } from 'node:crypto';
import { storeUploadImageResponse, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from '@keka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp, { type OutputInfo } from 'sharp';
import { fail } from '../../lib/errors';
import type { PictureStorage } from '../uploads/picture-storage';

/** Longest side of a stored picture: sharp enough for a product card and a detail page on a phone. */
const MAX_SIDE = 800;
/** Refuse decompression bombs before decoding them. */
const MAX_INPUT_PIXELS = 25_000_000;

/** What the bytes are, by their first bytes; the declared content type is never trusted alone. */
export function sniffImage(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * Product and banner pictures (SECURITY 25): JPEG, PNG or WebP only, sniffed from the content (an SVG or
 * a script renamed .png is refused), decoded and re-encoded as WebP at most 800 px wide (`maxSide`: avatars are smaller), metadata
 * (EXIF, GPS) dropped. Kept in the shared picture storage under a random name and served at /uploads/.
 */
export function createImageStore(storage: PictureStorage, options: { maxSide?: number } = {}) {
  const maxSide = options.maxSide ?? MAX_SIDE;
  return {
    async save(bytes: Buffer): Promise<{ image: string; width: number; height: number }> {
      if (sniffImage(bytes) === null) fail('UNSUPPORTED_MEDIA_TYPE', 'Upload a JPEG, PNG or WebP picture.');
      let out: { data: Buffer; info: OutputInfo };
      try {
        out = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
          .rotate()
          .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
      } catch {
        fail('VALIDATION', 'This picture could not be read. Try another file.');
      }
      const name = `${randomBytes(16).toString('hex')}.webp`;
      await storage.put(name, { bytes: out.data, contentType: 'image/webp' });
      return { image: `/uploads/${name}`, width: out.info.width, height: out.info.height };
    },
  };
}

export type ImageStore = ReturnType<typeof createImageStore>;

/**
 * A picture upload route (SECURITY 25): raw bytes of a JPEG, PNG or WebP (not JSON, which caps bodies
 * at 64 KB) in a scope of its own with its own parser and size limit, checked by `authorize` first and
 * saved by `images` (sniffed, re-encoded as WebP). The store app and the admin console both use it.
 */
export function registerImageUpload(
  app: FastifyInstance,
  opts: { url: string; tag: string; images: ImageStore; authorize: (request: FastifyRequest) => Promise<void> },
): void {
  // Not awaited: a caller may be a plain (synchronous) route registrar; fastify loads it before ready.
  void app.register(async (scope) => {
    scope.addContentTypeParser([...UPLOAD_IMAGE_TYPES], { parseAs: 'buffer', bodyLimit: UPLOAD_IMAGE_MAX_BYTES }, (_request, body, doneParsing) => doneParsing(null, body));
    scope.route({
      method: 'POST',
      url: opts.url,
      bodyLimit: UPLOAD_IMAGE_MAX_BYTES,
      schema: { tags: [opts.tag], summary: 'Upload a JPEG, PNG or WebP picture; stored as WebP', response: { 200: storeUploadImageResponse } },
      handler: async (request) => {
        await opts.authorize(request);
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return { success: true as const, data: await opts.images.save(bytes) };
      },
    });
  });
}
