import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { CommunityBanNotice } from 'shared-contract';
import { formatKst, noticeStyle, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../namespace';

/** A banned member's notice: until when (KST) or for good, the reason, and that they can still read. */
export function BanNotice({ ban, id }: { ban: CommunityBanNotice; id?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <section
      id={id}
      role="alert"
      aria-labelledby={id ? `${id}-title` : undefined}
      css={[
        noticeStyle('error'),
        css`
          display: grid;
          gap: 4px;
          border-left: 4px solid ${theme.colors.red};
        `,
      ]}
      data-testid="ban-notice"
    >
      <h2
        id={id ? `${id}-title` : undefined}
        css={css`
          margin: 0;
          font-size: 16px;
        `}
      >
        {t('ban.title')}
      </h2>
      <p
        css={css`
          margin: 0;
        `}
        data-testid="ban-until"
      >
        {ban.until ? t('ban.until', { date: formatKst(ban.until, 'dateMinute', language) }) : t('ban.permanent')}
      </p>
      {ban.reason ? (
        <p
          css={css`
            margin: 0;
          `}
        >
          {t('ban.reason', { reason: ban.reason })}
        </p>
      ) : null}
      <p
        css={css`
          margin: 0;
          color: ${theme.colors.gray700};
        `}
      >
        {t('ban.readOnly')}
      </p>
    </section>
  );
}
