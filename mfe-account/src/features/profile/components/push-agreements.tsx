import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Me } from 'shared-contract';
import { Button, theme } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';

const KEYS = ['isAgreePush', 'isAgreePushContents', 'isAgreePushFreetime', 'isAgreePushNight'] as const;

/** The push agreements (spec section 3 `agreePush`) at a glance; they change in the settings. */
export function PushAgreements({ agreePush }: { agreePush: Me['agreePush'] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div data-testid="push-agreements">
      <h3
        css={css`
          margin: 0 0 10px;
          font-size: 15px;
        `}
      >
        {t('profile.push.title')}
      </h3>
      <ul
        css={css`
          display: grid;
          gap: 6px;
          margin: 0;
          padding: 0;
          list-style: none;
        `}
      >
        {KEYS.map((key) => (
          <li
            key={key}
            css={css`
              display: flex;
              justify-content: space-between;
              gap: 12px;
              font-size: 14px;
              color: ${theme.colors.gray700};
            `}
          >
            <span>{t(`profile.push.${key}`)}</span>
            <span
              css={css`
                flex: none;
                font-weight: 600;
                color: ${agreePush[key] ? theme.colors.greenDark : theme.colors.gray500};
              `}
            >
              {agreePush[key] ? t('profile.push.on') : t('profile.push.off')}
            </span>
          </li>
        ))}
      </ul>
      <Button
        to="/my/settings"
        variant="ghost"
        css={css`
          margin-top: 8px;
        `}
        data-testid="push-settings-link"
      >
        {t('profile.push.change')}
      </Button>
    </div>
  );
}
