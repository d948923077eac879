import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notify } from '../notifications/notify';
import { withParticle } from 'shared-contract';

interface Party {
  transferId: number;
  keyName: { ko: string; en: string };
  serialNo: number;
  fromNickname: string | null;
  toNickname: string | null;
}

const keyLabel = (party: Party) => ({ ko: `${party.keyName.ko} #${party.serialNo}`, en: `${party.keyName.en} #${party.serialNo}` });
const link = (transferId: number) => `/cabinet/transferSuccess?transferId=${transferId}`;

/** TRANSFER to both members when a transfer arrives (inside its transaction). */
export async function notifyTransferCompleted(trx: Kysely<Database>, fromUserId: number, toUserId: number, party: Party, now: Date) {
  const key = keyLabel(party);
  await notify(
    trx,
    fromUserId,
    {
      type: 'TRANSFER',
      title: { ko: 'KEY 전송 완료', en: 'KEY transfer completed' },
      body: { ko: `${withParticle(key.ko, '을/를')} ${party.toNickname ?? ''}님에게 보냈습니다.`, en: `${key.en} was delivered to ${party.toNickname ?? ''}.` },
      linkUrl: link(party.transferId),
    },
    now,
  );
  await notify(
    trx,
    toUserId,
    {
      type: 'TRANSFER',
      title: { ko: 'KEY를 받았습니다', en: 'You received a KEY' },
      body: { ko: `${party.fromNickname ?? ''}님이 ${withParticle(key.ko, '을/를')} 보냈습니다.`, en: `${party.fromNickname ?? ''} sent you ${key.en}.` },
      linkUrl: link(party.transferId),
    },
    now,
  );
}

/** TRANSFER to the sender when a transfer cannot be completed. */
export async function notifyTransferFailed(trx: Kysely<Database>, fromUserId: number, party: Party, now: Date) {
  const key = keyLabel(party);
  await notify(
    trx,
    fromUserId,
    {
      type: 'TRANSFER',
      title: { ko: 'KEY 전송 실패', en: 'KEY transfer failed' },
      body: {
        ko: `${withParticle(key.ko, '을/를')} ${party.toNickname ?? ''}님에게 보내지 못했습니다.`,
        en: `${key.en} could not be delivered to ${party.toNickname ?? ''}.`,
      },
      linkUrl: link(party.transferId),
    },
    now,
  );
}

export type TransferParty = Party;
