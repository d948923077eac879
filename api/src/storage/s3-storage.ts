import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { assertStorageKey, assertStoragePrefix, clampRange, type FileStorage, type StoredFileInfo } from './file-storage';

export interface S3Settings {
  /** The service's URL (`https://s3.eu-west-1.amazonaws.com`, `http://127.0.0.1:9000`); the SDK's default when left out. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `http://host/bucket/key` instead of `http://bucket.host/key` (MinIO, s3rver, most self-hosted services). */
  forcePathStyle: boolean;
}

/** The app clock's time of the put, kept beside the object (the service's own LastModified is its clock, not ours). */
const STORED_AT = 'stored-at';

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || error instanceof NotFound || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * Files in an S3-compatible bucket every api instance shares. Puts stream in parts (`@aws-sdk/lib-storage`), so a
 * large file is never held whole in memory; reads stream the object's body.
 */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
  });
  const Bucket = settings.bucket;

  const infoOf = (answer: { ContentType?: string; ContentLength?: number; Metadata?: Record<string, string>; LastModified?: Date }): StoredFileInfo => {
    const storedAt = answer.Metadata?.[STORED_AT];
    return {
      contentType: answer.ContentType ?? 'application/octet-stream',
      contentLength: answer.ContentLength ?? 0,
      storedAt: storedAt ? new Date(storedAt) : (answer.LastModified ?? new Date(0)),
    };
  };

  const head = async (key: string): Promise<StoredFileInfo | null> => {
    assertStorageKey(key);
    try {
      return infoOf(await client.send(new HeadObjectCommand({ Bucket, Key: key })));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    kind: 's3',
    async put(key, body, options) {
      assertStorageKey(key);
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: key,
          Body: body instanceof Readable ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength),
          ContentType: options.contentType,
          Metadata: { [STORED_AT]: options.storedAt.toISOString() },
        },
        queueSize: 2,
      });
      await upload.done();
    },
    head,
    async get(key, options = {}) {
      let range: { start: number; end: number } | undefined;
      if (options.range) {
        const found = await head(key);
        const clamped = found && clampRange(options.range, found.contentLength);
        if (!clamped) return null;
        range = clamped;
      } else {
        assertStorageKey(key);
      }
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
        if (!(answer.Body instanceof Readable)) throw new Error(`The S3 answer for ${key} is not a stream`);
        const info = infoOf(answer);
        // A ranged answer's ContentLength is the range's; the file's length is in Content-Range (`bytes 0-9/1234`).
        const total = range ? Number(answer.ContentRange?.split('/')[1] ?? info.contentLength) : info.contentLength;
        return { ...info, contentLength: total, body: answer.Body, ...(range ? { range } : {}) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list(prefix) {
      assertStoragePrefix(prefix);
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ...(ContinuationToken ? { ContinuationToken } : {}) }));
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
