import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Encoding } from './compressed-cache';

/** An HTML page as it is, compressed each way the first time a browser asks for that way. */
export class Page {
  private readonly made = new Map<Encoding, Buffer>();
  private readonly quality: number;
  readonly text: Buffer;

  /** `quality`: brotli's level; a page made once at start takes the best, one made per request a fast one. */
  constructor(html: string | Buffer, quality: number = constants.BROTLI_MAX_QUALITY) {
    this.text = Buffer.from(html);
    this.quality = quality;
  }

  encoded(encoding: Encoding): Buffer {
    let body = this.made.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.text, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: this.quality } })
          : gzipSync(this.text, { level: this.quality >= 9 ? 9 : 6 });
      this.made.set(encoding, body);
    }
    return body;
  }
}
