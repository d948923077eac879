// `npm run storage:move-to-s3` (bundled to api/dist/move-to-s3.mjs): copies UPLOAD_DIR into the S3 bucket of the
// settings and switches to it. Run it with the api stopped; running it again is harmless.
import { ConfigError, loadConfig } from '../config';
import { MoveIncompleteError, moveUploadsToS3 } from './move-to-s3';

// Inside a promise, so a settings error (thrown by loadConfig) is printed the same way as one found later.
Promise.resolve()
  .then(() => moveUploadsToS3(loadConfig()))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof MoveIncompleteError ? error.message : error);
    process.exit(1);
  });
