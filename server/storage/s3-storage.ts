import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { StorageConfig } from '../config/env.js';
import { checkedKey, contentTypeOf, type FileStorage, type StoredFile } from './file-storage.js';

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/**
 * Files in an S3 bucket (AWS S3, MinIO, Cloudflare R2 and other S3-compatible stores): what every
 * instance shares when they run on several machines. Objects are private; `uploads/...` reaches
 * browsers through the shop (/uploads) or MEDIA_PUBLIC_URL (a CDN, or the bucket's public address).
 */
export class S3Storage implements FileStorage {
  readonly driver = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(
    config: StorageConfig['s3'],
    private readonly publicBase: string,
  ) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums on every request are for the AWS endpoint; S3-compatible stores may not support them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, data: Buffer, options: { contentType?: string } = {}): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkedKey(key),
        Body: data,
        ContentType: options.contentType ?? contentTypeOf(key),
        ContentLength: data.length,
      }),
    );
  }

  async read(key: string, options: { ifNoneMatch?: string } = {}): Promise<StoredFile | 'not-modified' | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key), IfNoneMatch: options.ifNoneMatch }));
      return {
        body: answer.Body as Readable,
        size: Number(answer.ContentLength ?? 0),
        etag: answer.ETag ?? '',
        contentType: answer.ContentType ?? contentTypeOf(key),
      };
    } catch (error) {
      const status = statusOf(error);
      if (status === 304) return 'not-modified';
      if (status === 404) return null;
      throw error;
    }
  }

  async readBuffer(key: string): Promise<Buffer | null> {
    const file = await this.read(key);
    if (!file || file === 'not-modified') return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
      return { size: Number(answer.ContentLength ?? 0) };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
  }

  publicUrl(key: string): string {
    return `${this.publicBase}/${checkedKey(key)}`;
  }
}
