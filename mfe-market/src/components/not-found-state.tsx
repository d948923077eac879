import { Button, EmptyState, useCommonText } from 'shared-ui';

export function NotFoundState({ title, text }: { title: string; text: string }) {
  const common = useCommonText();
  return (
    <EmptyState
      data-testid="not-found"
      title={title}
      description={text}
      action={<Button to="/main">{common('backHome', '홈으로 가기', 'Back to home')}</Button>}
    />
  );
}
