import { css } from '@emotion/react';
import { theme } from '../theme';
import { Button } from './button';
import { PageContainer } from './page-container';
import { useCommonTranslation } from '../locales/use-common-translation';

export type NotAvailableYetProps = {
  /** The page's name, e.g. "Cart"; a generic title when absent. */
  title?: string;
};

/** The honest page for a route whose screen a later release builds. */
export function NotAvailableYet({ title }: NotAvailableYetProps) {
  const { t: text } = useCommonTranslation();
  return (
    <PageContainer title={title ?? text('notAvailable.title')}>
      <div
        data-testid="not-available-yet"
        css={css`
          display: flex;
          flex-direction: column;
          align-items: center;
          gap: 16px;
          padding: 48px 16px;
          text-align: center;
          color: ${theme.colors.gray600};
          & > p {
            margin: 0;
            line-height: 1.6;
          }
        `}
      >
        <p>{text('notAvailable.text')}</p>
        <Button to="/main" variant="primary">
          {text('backHome')}
        </Button>
      </div>
    </PageContainer>
  );
}
