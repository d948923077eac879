import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** Tables of migration 0012-ownership (cabinets, arrangement, transfers, market), kept beside the module that shares them. */
export interface CabinetTable {
  id: Generated<number>;
  user_id: number;
  wallet_address: string;
  password_failures: Generated<number>;
  password_locked_until: Nullable<Date>;
  created_at: Timestamp;
}

export interface CabinetKeyPrefTable {
  user_id: number;
  key_item_id: number;
  favorite: Generated<boolean>;
  hidden: Generated<boolean>;
  position: Nullable<number>;
  updated_at: Timestamp;
}

export type TransferStatus = 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';

export interface KeyTransferTable {
  id: Generated<number>;
  key_item_id: number;
  from_user_id: number;
  to_user_id: number;
  status: TransferStatus;
  requested_at: Timestamp;
  complete_after: Timestamp;
  finished_at: Nullable<Date>;
  failure_reason: Nullable<string>;
}

export type ListingStatus = 'ACTIVE' | 'SOLD' | 'CANCELLED';

export interface MarketListingTable {
  id: Generated<number>;
  key_item_id: number;
  key_design_id: number;
  seller_id: number;
  price_gold: number;
  status: ListingStatus;
  created_at: Timestamp;
  closed_at: Nullable<Date>;
  buyer_id: Nullable<number>;
}

export interface MarketSettlementTable {
  listing_id: number;
  project_id: number;
  price_gold: number;
  creator_gold: number;
  fee_gold: number;
  seller_gold: number;
  occurred_at: Timestamp;
}

/** Tables of this module, part of the one `Database` (db/schema.ts). */
export interface OwnershipTables {
  cabinet: CabinetTable;
  cabinet_key_pref: CabinetKeyPrefTable;
  key_transfer: KeyTransferTable;
  market_listing: MarketListingTable;
  market_settlement: MarketSettlementTable;
}
