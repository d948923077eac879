import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Faq } from 'shared-contract';
import { EmptyState, ErrorState, Skeleton, theme, useLocalized } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useFaqs } from '../api/get-faqs';
import { Disclosure } from './disclosure';

/** Groups by category in the order categories first appear. */
const byCategory = (faqs: Faq[]) => {
  const groups = new Map<string, Faq[]>();
  for (const faq of faqs) {
    const key = `${faq.category.ko}\u0000${faq.category.en}`;
    groups.set(key, [...(groups.get(key) ?? []), faq]);
  }
  return [...groups.values()];
};

export function FaqList() {
  const { t } = useTranslation(NAMESPACE);
  const localized = useLocalized();
  const { data, error, isPending, refetch } = useFaqs();

  if (isPending) {
    return (
      <div
        aria-busy="true"
        css={css`
          display: grid;
          gap: 12px;
          padding-top: 16px;
        `}
      >
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={44} />
        ))}
      </div>
    );
  }
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (data.length === 0) return <EmptyState title={t('support.faq.empty')} />;

  return (
    <div>
      {byCategory(data).map((group) => {
        const category = group[0]?.category;
        if (!category) return null;
        return (
          <section
            key={category.ko}
            data-testid="faq-category"
            css={css`
              margin-top: 20px;
            `}
          >
            <h2
              css={css`
                margin: 0 0 4px;
                font-size: 16px;
                color: ${theme.colors.pink};
              `}
            >
              {localized(category)}
            </h2>
            {group.map((faq) => (
              <Disclosure key={faq.id} testId="faq" summary={localized(faq.question)}>
                {localized(faq.answer)}
              </Disclosure>
            ))}
          </section>
        );
      })}
    </div>
  );
}
