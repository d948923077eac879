import { formatKst } from 'shared-ui';

/** yyyy.MM.dd HH:mm in KST (the unlock time of a locked KEY): the spec's date-time format without seconds. */
export const formatKstMinutes = (iso: string) => formatKst(iso, 'dateTime').slice(0, 16);
