import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from 'shared-contract';
import { Button, formatKst, theme, useLanguage } from 'shared-ui';
import type { Gate } from '../hooks/community-guard';
import { NAMESPACE } from '../namespace';
import { projectPath } from '../utils/paths';
import { SignInCall } from './sign-in-call';
import { cardStyle } from './styles';

/**
 * Why the member cannot read this community, in the spec's words (section 8): no KEY (with a way to buy one on the
 * project page), not open yet (with its opening date), temporarily unavailable, or sign in first.
 */
export function GateMessage({ gate, projectId }: { gate: Gate; projectId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  if (gate.reason === 'SIGN_IN') return <SignInCall title={errorMessage('LOGIN_NEEDED', language)} text={t('gate.signInHint')} />;

  const content = {
    NO_KEY: { title: errorMessage('COMMUNITY_NO_ACCESS', language), text: t('gate.noKeyHint') },
    NOT_OPEN: {
      title: errorMessage('COMMUNITY_NOT_OPEN', language),
      text: gate.opensAt ? t('gate.opensAt', { date: formatKst(gate.opensAt, 'dateMinute', language) }) : t('gate.opensLater'),
    },
    CLOSED: { title: errorMessage('COMMUNITY_CLOSED', language), text: t('gate.closedHint') },
  }[gate.reason];

  return (
    <section
      role="alert"
      css={[
        cardStyle,
        css`
          display: grid;
          gap: 12px;
          justify-items: start;
        `,
      ]}
      data-testid={`gate-${gate.reason}`}
    >
      <h2
        css={css`
          margin: 0;
          font-size: 18px;
          line-height: 1.4;
          color: ${theme.colors.gray900};
        `}
      >
        {content.title}
      </h2>
      <p
        css={css`
          margin: 0;
          font-size: 15px;
          line-height: 1.6;
          color: ${theme.colors.gray700};
        `}
      >
        {content.text}
      </p>
      {gate.reason === 'NO_KEY' ? <Button to={projectPath(projectId)}>{t('gate.buyKey')}</Button> : null}
    </section>
  );
}
