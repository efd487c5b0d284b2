import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  readonly url: string;
  /** Objects by `bucket/key`. */
  readonly objects: Map<string, { body: Buffer; contentType: string; cacheControl: string | undefined }>;
  /** Every request: method, path and whether it was signed with AWS Signature Version 4. */
  readonly requests: { method: string; path: string; signed: boolean }[];
  close(): Promise<void>;
}

/**
 * An S3-compatible object store on loopback for tests of the S3 picture adapter through the real AWS
 * SDK: path-style PUT, GET and HEAD of objects, S3's XML error for a missing key. It checks only that
 * requests are signed (SigV4 header), not the signature itself.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const requests: FakeS3['requests'] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/').slice(1);
      const signed = /^AWS4-HMAC-SHA256 Credential=/.test(request.headers.authorization ?? '');
      requests.push({ method: request.method ?? '', path, signed });
      if (!signed) return void response.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>AccessDenied</Code></Error>');
      if (request.method === 'PUT') {
        objects.set(path, { body: Buffer.concat(chunks), contentType: request.headers['content-type'] ?? 'application/octet-stream', cacheControl: request.headers['cache-control'] });
        return void response.writeHead(200, { etag: '"1"' }).end();
      }
      const object = objects.get(path);
      if (!object) {
        response.writeHead(404, { 'content-type': 'application/xml' });
        return void response.end(request.method === 'HEAD' ? undefined : `<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${path}</Key></Error>`);
      }
      response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length, etag: '"1"' });
      response.end(request.method === 'HEAD' ? undefined : object.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
