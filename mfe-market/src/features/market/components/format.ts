import { formatKst } from 'shared-ui';

/** `yyyy.MM.dd HH:mm` in KST: when a locked KEY may move again. */
export const formatKstMinute = (iso: string) => formatKst(iso, 'dateTime').slice(0, 16);
