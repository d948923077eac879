import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { deactivateSchema } from 'shared-contract';
import type { AppUserRow, Database } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import { verifyCabinetPassword } from '../ownership/cabinet-password';
import type { TokenService } from '../tokens/token-service';
import { deleteWatchesOf } from '../watchlist/watch-repository';
import * as repository from './deactivation-repository';

/**
 * Deactivates the member (spec sections 4, 5 and 9 "personal data is retained until deactivation"): status 9,
 * personal data erased, the provider identity kept only as a one-way hash (a new sign-in is recognised and
 * refused), every session revoked, in one transaction; then the upload files. KEYs, ownership history and
 * payments stay (law).
 */
export async function deactivateMember(
  db: Kysely<Database>,
  { tokens, storage, log }: { tokens: TokenService; storage: FileStorage; log: FastifyBaseLogger },
  { user, input, now }: { user: AppUserRow; input: z.output<typeof deactivateSchema>; now: Date },
): Promise<void> {
  const reason = input.reason === 'OTHER' ? `OTHER: ${input.otherReason ?? ''}` : input.reason;
  await verifyCabinetPassword(db, user, input.password, now);

  const uploads = await db.transaction().execute(async (trx) => {
    await repository.eraseMember(trx, user, { reason, now });
    const files = await repository.deleteProfileUploads(trx, user.id);
    await repository.deleteNotifications(trx, user.id);
    await repository.deleteCabinetResets(trx, user.id);
    await repository.deleteVerifications(trx, user.id);
    await deleteWatchesOf(trx, user.id);
    await tokens.revokeAllForUser(user.id, 'deactivated', trx);
    return files;
  });

  // The files go after the commit: a failed transaction must not lose them.
  for (const { file_name: name } of uploads) {
    try {
      await storage.delete(name);
    } catch (error) {
      log.error({ err: error, userId: user.id }, 'deactivation: profile upload file not removed');
    }
  }
  log.info({ userId: user.id }, 'member deactivated');
}
