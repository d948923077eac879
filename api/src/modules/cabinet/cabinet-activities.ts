import type { Kysely } from 'kysely';
import { artPath, type CabinetActivities, type CabinetActivity, type PageQuery } from 'shared-contract';
import type { Database } from '../../db/schema';
import { activityCount, activityKeys, activityPage, nicknamesOf, projectTitlesOf } from './cabinet-repository';

/** `GET /api/cabinet/activities`: one list in time order, newest first, with the KEY, project and the other member. */
export async function loadActivities(database: Kysely<Database>, userId: number, { page, size }: PageQuery): Promise<CabinetActivities> {
  const [rows, total] = await Promise.all([activityPage(database, userId, { page, size }), activityCount(database, userId)]);
  const keyIds = [...new Set(rows.flatMap((row) => (row.key_item_id === null ? [] : [row.key_item_id])))];
  const memberIds = [...new Set(rows.flatMap((row) => (row.counterpart_id === null ? [] : [row.counterpart_id])))];
  const projectIds = [...new Set(rows.flatMap((row) => (row.project_id === null ? [] : [row.project_id])))];
  const [keys, members, projects] = await Promise.all([
    keyIds.length === 0 ? [] : activityKeys(database, keyIds),
    memberIds.length === 0 ? [] : nicknamesOf(database, memberIds),
    projectIds.length === 0 ? [] : projectTitlesOf(database, projectIds),
  ]);
  const keyById = new Map(keys.map((key) => [key.id, key]));
  const nicknameById = new Map(members.map((member) => [member.id, member.nickname]));
  const projectById = new Map(projects.map((project) => [project.id, project]));

  const items = rows.map((row): CabinetActivity => {
    const key = row.key_item_id === null ? undefined : keyById.get(row.key_item_id);
    const project = key ? { id: key.project_id, title: { ko: key.title_ko, en: key.title_en } } : undefined;
    const purchased = row.project_id === null ? undefined : projectById.get(row.project_id);
    return {
      id: `${row.kind}:${row.ref_id}`,
      kind: row.kind,
      occurredAt: new Date(row.occurred_at).toISOString(),
      project: project ?? (purchased ? { id: purchased.id, title: { ko: purchased.title_ko, en: purchased.title_en } } : null),
      key: key
        ? {
            keyItemId: key.id,
            serialNo: key.serial_no,
            designId: key.design_id,
            name: { ko: key.name_ko, en: key.name_en },
            imageUrl: artPath.key(key.design_id),
          }
        : null,
      quantity: row.quantity === null ? null : Number(row.quantity),
      counterpart: row.counterpart_id === null ? null : (nicknameById.get(row.counterpart_id) ?? null),
      goldDelta: row.gold_delta === null ? null : Number(row.gold_delta),
      priceGold: row.price_gold === null ? null : Number(row.price_gold),
      payMethod: row.pay_method,
      status: row.status,
    };
  });
  return { items, page, size, total };
}
