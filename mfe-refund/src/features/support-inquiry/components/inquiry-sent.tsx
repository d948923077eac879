import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, noticeStyle, theme } from 'shared-ui';
import { FocusedHeading } from '../../../components/focused-heading';
import { NAMESPACE } from '../../../namespace';

/** After sending: the inquiry number and where the answer will go; focus moves here for screen readers. */
export function InquirySent({ id, email, onAgain }: { id: number; email: string; onAgain: () => void }) {
  const { t } = useTranslation(NAMESPACE);

  return (
    <section
      aria-labelledby="inquiry-sent-title"
      data-testid="inquiry-sent"
      css={css`
        display: grid;
        gap: 12px;
        padding-top: 20px;
      `}
    >
      <div
        css={[
          noticeStyle('success'),
          css`
            display: grid;
            gap: 8px;
          `,
        ]}
      >
        <FocusedHeading
          id="inquiry-sent-title"
          level={2}
          css={css`
            margin: 0;
            font-size: 18px;
            color: ${theme.colors.gray900};
          `}
        >
          {t('inquiry.sent.title')}
        </FocusedHeading>
        <p
          css={css`
            margin: 0;
            font-size: 16px;
            font-weight: 700;
          `}
          data-testid="inquiry-sent-number"
        >
          {t('inquiry.sent.number', { id })}
        </p>
        <p
          css={css`
            margin: 0;
            overflow-wrap: anywhere;
          `}
          data-testid="inquiry-sent-body"
        >
          {t('inquiry.sent.body', { email })}
        </p>
      </div>
      <Button variant="secondary" onClick={onAgain} data-testid="inquiry-again">
        {t('inquiry.sent.again')}
      </Button>
    </section>
  );
}
