import { TRANSFER_API, transferSchema, type TransferRequest } from 'shared-contract';
import { apiSend } from 'shared-session';

/** Starts the transfer; the same Idempotency-Key for a retry of one attempt never sends the KEY twice. */
export const startTransfer = (request: TransferRequest, idempotencyKey: string) =>
  apiSend('post', TRANSFER_API.transfer, transferSchema, request, { headers: { 'Idempotency-Key': idempotencyKey } });
