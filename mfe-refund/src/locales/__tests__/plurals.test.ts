import i18next from 'i18next';
import { NAMESPACE } from '../../namespace';
import { initTestI18n } from '../../testing/render';
import { en } from '../en';
import { ko } from '../ko';

/** The counted messages (i18next plurals): the dotted key of every `key_other`, without the suffix. */
function countedKeys(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? countedKeys(value, `${prefix}${key}.`)
      : key.endsWith('_other')
        ? [`${prefix}${key.slice(0, -'_other'.length)}`]
        : [],
  );
}

const KEYS = countedKeys(ko);

beforeAll(async () => {
  await initTestI18n('en');
});

test('the counted messages are the same in both languages', () => {
  expect(KEYS).toEqual(countedKeys(en));
  expect(KEYS).toEqual(expect.arrayContaining(['console.queue.caption', 'console.batches.created', 'console.batches.paidDone', 'inquiry.console.total']));
});

test('en: "1 request", "2 requests"', () => {
  const t = i18next.getFixedT('en', NAMESPACE);
  expect(t('console.queue.caption', { count: 1 })).toBe('1 refund request');
  expect(t('console.queue.caption', { count: 2 })).toBe('2 refund requests');
  expect(t('console.batches.created', { id: 5, count: 1, total: '₩75,000' })).toBe('Batch 5 created: 1 request, ₩75,000.');
  expect(t('console.batches.created', { id: 5, count: 2, total: '₩150,000' })).toBe('Batch 5 created: 2 requests, ₩150,000.');
  expect(t('console.batches.paidDone', { id: 5, count: 1 })).toBe('Batch 5 is marked paid: 1 refund is completed.');
  expect(t('inquiry.console.total', { count: 1 })).toBe('1 inquiry');
  expect(t('inquiry.console.attachments', { count: 2 })).toBe('2 files');
  // Every counted message: the one form for 1, the other for 0 and 2, the number in both.
  for (const key of KEYS) {
    expect([key, t(key, { count: 1 })]).toEqual([key, expect.stringMatching(/\b1\b/)]);
    expect(t(key, { count: 1 })).not.toBe(t(key, { count: 2 }).replace('2', '1'));
    expect(t(key, { count: 0 })).toBe(t(key, { count: 2 }).replace('2', '0'));
  }
});

test('ko: one form for every number', () => {
  const t = i18next.getFixedT('ko', NAMESPACE);
  expect(t('console.queue.caption', { count: 1 })).toBe('환불 신청 1건');
  expect(t('console.queue.caption', { count: 2 })).toBe('환불 신청 2건');
  for (const key of KEYS) expect(t(key, { count: 1 })).toBe(t(key, { count: 2 }).replace('2', '1'));
});
