import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, theme } from 'shared-ui';
import { NAMESPACE } from '../../namespace';

export type PagerProps = { page: number; size: number; total: number; onPage: (page: number) => void; label: string };

/** Previous / next with "page x of y" and the total, for a paged list of the console. */
export function Pager({ page, size, total, onPage, label }: PagerProps) {
  const { t } = useTranslation(NAMESPACE);
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <nav
      aria-label={label}
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: space-between;
        gap: 8px;
        font-size: 14px;
        color: ${theme.colors.gray700};
      `}
    >
      <span aria-live="polite">{t('console.common.pageOf', { page, pages, total })}</span>
      <span
        css={css`
          display: flex;
          gap: 8px;
        `}
      >
        <Button variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          {t('console.common.previous')}
        </Button>
        <Button variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          {t('console.common.next')}
        </Button>
      </span>
    </nav>
  );
}
