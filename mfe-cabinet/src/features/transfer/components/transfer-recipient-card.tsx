import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { recipientIsAddress, type TransferRecipientView } from 'shared-contract';
import { Avatar, panelStyle, theme } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';

export const RECIPIENT_NICKNAME_ID = 'transfer-recipient-nickname';

/**
 * The member a transfer goes to, as the api named them: profile image (or the nickname's initial), nickname and,
 * when the member typed a wallet address, that address. `children` go below (the preview's question and buttons).
 */
export function TransferRecipientCard({
  to,
  recipient,
  children,
  ...rest
}: {
  to: TransferRecipientView;
  recipient: string;
  children?: ReactNode;
  'data-testid'?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const address = recipientIsAddress(recipient) ? recipient.trim() : null;
  return (
    <div
      data-testid={rest['data-testid']}
      css={[
        panelStyle,
        css`
          gap: 14px;
          padding: 14px;
          border-radius: ${theme.radius.lg}px;
        `,
      ]}
    >
      <div
        css={css`
          display: flex;
          align-items: center;
          gap: 12px;
          min-width: 0;
        `}
      >
        {/* Decorative: the nickname is written beside it. */}
        <Avatar src={to.profileImage} name={to.nickname} size={56} framed data-testid="transfer-recipient-avatar" />
        <div
          css={css`
            display: grid;
            gap: 2px;
            min-width: 0;
          `}
        >
          <span
            css={css`
              font-size: 13px;
              color: ${theme.colors.gray600};
            `}
          >
            {t('transfer.recipient')}
          </span>
          <strong
            id={RECIPIENT_NICKNAME_ID}
            data-testid="transfer-recipient-nickname"
            css={css`
              font-size: 17px;
              color: ${theme.colors.gray900};
              overflow-wrap: anywhere;
            `}
          >
            {to.nickname}
          </strong>
          {address ? (
            <span
              data-testid="transfer-recipient-address"
              css={css`
                font-family: ui-monospace, monospace;
                font-size: 13px;
                color: ${theme.colors.gray700};
                overflow-wrap: anywhere;
              `}
            >
              {t('transfer.previewAddress', { address })}
            </span>
          ) : null}
        </div>
      </div>
      {children}
    </div>
  );
}
