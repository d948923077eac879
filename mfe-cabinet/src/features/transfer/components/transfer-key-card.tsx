import { css } from '@emotion/react';
import type { TransferKeyItem } from 'shared-contract';
import { theme, useLocalized } from 'shared-ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace';

/** The KEY being transferred: its art, name, project and serial. */
export function TransferKeyCard({ item }: { item: TransferKeyItem }) {
  const { t } = useTranslation(NAMESPACE);
  const localized = useLocalized();
  return (
    <figure
      data-testid="transfer-key"
      css={css`
        display: flex;
        align-items: center;
        gap: 14px;
        margin: 0;
        padding: 12px;
        border: 1px solid ${theme.colors.gray200};
        border-radius: ${theme.radius.lg}px;
        background: ${theme.colors.white};
      `}
    >
      <img
        src={item.key.imageUrl}
        alt={localized(item.key.name)}
        width={88}
        height={88}
        css={css`
          flex: none;
          width: 88px;
          height: 88px;
          object-fit: cover;
          border-radius: ${theme.radius.md}px;
          background: ${theme.colors.gray100};
        `}
      />
      <figcaption
        css={css`
          display: grid;
          gap: 4px;
          min-width: 0;
        `}
      >
        <strong
          data-testid="transfer-key-name"
          css={css`
            font-size: 17px;
            color: ${theme.colors.gray900};
            overflow-wrap: anywhere;
          `}
        >
          {localized(item.key.name)}
        </strong>
        <span
          css={css`
            font-size: 14px;
            color: ${theme.colors.gray600};
            overflow-wrap: anywhere;
          `}
        >
          {localized(item.key.projectTitle)}
        </span>
        <span
          data-testid="transfer-key-serial"
          css={css`
            font-size: 14px;
            font-weight: 600;
            color: ${theme.colors.gray700};
          `}
        >
          {t('transfer.serial', { serial: item.serialNo })}
        </span>
      </figcaption>
    </figure>
  );
}
