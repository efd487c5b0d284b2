import { GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { PictureStorage } from './picture-storage';

export interface S3StorageConfig {
  readonly bucket: string;
  readonly region: string;
  /** An S3-compatible service's address (MinIO, R2, Spaces…); AWS's own when null. */
  readonly endpoint: string | null;
  /** Bucket in the path (`host/bucket/key`), which most S3-compatible services need. */
  readonly forcePathStyle: boolean;
  /** Keys under this prefix, e.g. `uploads/`. */
  readonly prefix: string;
  /** Static keys; null leaves the AWS SDK's own chain (environment, instance role…). */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | null;
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || error instanceof NotFound || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** Pictures as objects of an S3-compatible bucket, through the official AWS SDK. */
export function createS3PictureStorage(config: S3StorageConfig, client?: S3Client): PictureStorage {
  const s3 =
    client ??
    new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // A picture is small; a slow bucket must not hold an upload or a menu for long.
      maxAttempts: 3,
    });
  const key = (name: string) => `${config.prefix}${name}`;
  return {
    kind: 's3',
    async put(name, picture) {
      await s3.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key(name),
          Body: picture.bytes,
          ContentType: picture.contentType,
          // For a CDN or a reader in front of the bucket: the name is new for every picture.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(name) {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket: config.bucket, Key: key(name) }));
        if (!answer.Body) return null;
        return { bytes: Buffer.from(await answer.Body.transformToByteArray()), contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async has(name) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket: config.bucket, Key: key(name) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
