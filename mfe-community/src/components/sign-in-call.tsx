import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button, theme } from 'shared-ui';
import { NAMESPACE } from '../namespace';
import { signInPath } from '../utils/paths';
import { cardStyle } from './styles';

/** A visitor's call to action: what signing in gives, and a Sign in button that comes back to this page. */
export function SignInCall({ title, text, headingLevel = 2 }: { title: string; text: string; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation(NAMESPACE);
  const location = useLocation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      css={[
        cardStyle,
        css`
          display: grid;
          gap: 12px;
          justify-items: start;
        `,
      ]}
      data-testid="sign-in-call"
    >
      <Heading
        css={css`
          margin: 0;
          font-size: 18px;
          line-height: 1.4;
          color: ${theme.colors.gray900};
        `}
      >
        {title}
      </Heading>
      <p
        css={css`
          margin: 0;
          font-size: 15px;
          line-height: 1.6;
          color: ${theme.colors.gray700};
        `}
      >
        {text}
      </p>
      <Button to={signInPath(`${location.pathname}${location.search}`)}>{t('signIn')}</Button>
    </section>
  );
}
