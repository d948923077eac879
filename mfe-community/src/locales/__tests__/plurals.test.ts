import i18next from 'i18next';
import { NAMESPACE } from '../../namespace';
import { initTestI18n } from '../../testing/render';
import { en } from '../en';
import { ko } from '../ko';

/** Every dotted key of a resource tree (plural suffixes kept). */
function keys(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
}
const counted = (node: object) =>
  keys(node)
    .filter((key) => key.endsWith('_other'))
    .map((key) => key.slice(0, -'_other'.length));

beforeAll(async () => {
  await initTestI18n('en');
});

test('ko and en have the same messages (en adds key_one beside each counted key_other)', () => {
  const koKeys = keys(ko);
  const enKeys = keys(en).filter((key) => !key.endsWith('_one'));
  expect(enKeys.sort()).toEqual(koKeys.sort());
  expect(counted(en)).toEqual(counted(ko));
  for (const key of counted(en)) expect(keys(en)).toContain(`${key}_one`);
});

test('counted messages: "1 new post", "2 new posts"; Korean has one form', () => {
  const enT = i18next.getFixedT('en', NAMESPACE);
  const koT = i18next.getFixedT('ko', NAMESPACE);
  expect(enT('feed.newPosts', { count: 1 })).toBe('1 new post');
  expect(enT('feed.newPosts', { count: 3 })).toBe('3 new posts');
  expect(koT('feed.newPosts', { count: 3 })).toBe('새 글 3개');
  for (const key of counted(ko)) {
    expect([key, enT(key, { count: 1 })]).toEqual([key, expect.stringMatching(/\b1\b/)]);
    expect(enT(key, { count: 0 })).toBe(enT(key, { count: 2 }).replace('2', '0'));
    expect(koT(key, { count: 1 })).toBe(koT(key, { count: 2 }).replace('2', '1'));
  }
});
