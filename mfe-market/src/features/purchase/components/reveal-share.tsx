import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, ShareLinkButton, theme } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useRevealShare } from '../api/purchase-api';

/**
 * Share a KEY the member revealed: its share page (with the KEY's preview image for link previews) through the
 * browser's share sheet, else the link copied, with a visible confirmation. The link comes from `/api/sharing/reveal`.
 */
export function RevealShare({ purchaseItemId, keyName, align = 'center' }: { purchaseItemId: number; keyName: string; align?: 'start' | 'center' }) {
  const { t } = useTranslation(NAMESPACE);
  const share = useRevealShare(purchaseItemId);
  if (share.isError) {
    return (
      <p
        role="alert"
        css={css`
          margin: 0;
          font-size: 14px;
          color: ${theme.colors.red};
        `}
      >
        {t('revealAll.shareUnavailable')}
      </p>
    );
  }
  if (share.isPending) {
    return (
      <Button variant="secondary" disabled aria-busy="true" aria-label={t('revealAll.shareKey', { name: keyName })}>
        {t('revealAll.share')}
      </Button>
    );
  }
  return (
    <ShareLinkButton
      target={{ title: share.data.title, url: share.data.url }}
      label={t('revealAll.share')}
      accessibleName={t('revealAll.shareKey', { name: keyName })}
      align={align}
      data-testid="reveal-share"
    />
  );
}
