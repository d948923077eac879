import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, theme } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';

type CopyState = 'idle' | 'copied' | 'failed';

/** The cabinet's wallet address (EIP-55, as stored) with a copy button. */
export function WalletAddress({ address, prominent = false }: { address: string; prominent?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const [copy, setCopy] = useState<CopyState>('idle');
  const copyAddress = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <div
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 8px 12px;
        padding: ${prominent ? '14px 16px' : '8px 12px'};
        border-radius: ${theme.radius.md}px;
        background: ${theme.colors.gray50};
      `}
      data-testid="wallet-address"
    >
      <span
        css={css`
          font-size: 13px;
          font-weight: 600;
          color: ${theme.colors.gray600};
        `}
      >
        {t('cabinet.wallet.label')}
      </span>
      <code
        data-testid="wallet-address-value"
        css={css`
          flex: 1 1 220px;
          min-width: 0;
          font-size: ${prominent ? 15 : 13}px;
          overflow-wrap: anywhere;
          user-select: all;
          color: ${theme.colors.gray900};
        `}
      >
        {address}
      </code>
      <Button variant="secondary" size="sm" onClick={() => void copyAddress()}>
        {t('cabinet.wallet.copy')}
      </Button>
      <span
        role="status"
        css={css`
          font-size: 13px;
          color: ${theme.colors.gray600};
          min-width: 0;
        `}
      >
        {copy === 'copied' ? t('cabinet.wallet.copied') : copy === 'failed' ? t('cabinet.wallet.copyFailed') : ''}
      </span>
    </div>
  );
}
