import { Button, EmptyState, useCommonTranslation } from 'shared-ui';

export function NotFoundState({ title, text }: { title: string; text: string }) {
  const { t: common } = useCommonTranslation();
  return <EmptyState data-testid="not-found" title={title} description={text} action={<Button to="/main">{common('backHome')}</Button>} />;
}
