import { css } from '@emotion/react';
import { theme } from '../theme';
import { Button } from './button';
import { PageContainer } from './page-container';
import { useCommonText } from './use-common-text';

export type NotAvailableYetProps = {
  /** The page's name, e.g. "Cart"; a generic title when absent. */
  title?: string;
};

/** The honest page for a route whose screen a later release builds. */
export function NotAvailableYet({ title }: NotAvailableYetProps) {
  const text = useCommonText();
  return (
    <PageContainer title={title ?? text('notAvailable.title', '준비 중입니다', 'Coming soon')}>
      <div data-testid="not-available-yet" css={css`
        display: flex; flex-direction: column; align-items: center; gap: 16px;
        padding: 48px 16px; text-align: center; color: ${theme.colors.gray600};
        & > p { margin: 0; line-height: 1.6; }
      `}>
        <p>
          {text(
            'notAvailable.text',
            '서비스의 이 부분은 현재 준비 중입니다. 조금만 기다려 주세요.',
            'This part of the service is being prepared. Please check back soon.',
          )}
        </p>
        <Button to="/main" variant="primary">
          {text('backHome', '홈으로 가기', 'Back to home')}
        </Button>
      </div>
    </PageContainer>
  );
}
