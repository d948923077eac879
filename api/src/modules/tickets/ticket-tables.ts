import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type TicketStatus = 'AVAILABLE' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';

/** Tables of migration 0009-tickets (kept beside the module that owns them). */
export interface TicketTable {
  id: Generated<number>;
  user_id: number;
  kind: ColumnType<string, string | undefined, string>;
  granted_at: Timestamp;
  expires_at: NullableTimestamp;
  source: string;
  status: ColumnType<TicketStatus, TicketStatus | undefined, TicketStatus>;
  project_id: ColumnType<number | null, number | null | undefined, number | null>;
  key_item_id: ColumnType<number | null, number | null | undefined, number | null>;
  exchanged_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  revealed_at: NullableTimestamp;
}

export interface TicketProjectTable {
  project_id: number;
  kind: ColumnType<string, string | undefined, string>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
}

/** Tables of this module, part of the one `Database` (db/schema.ts). */
export interface TicketTables {
  ticket: TicketTable;
  ticket_project: TicketProjectTable;
}
