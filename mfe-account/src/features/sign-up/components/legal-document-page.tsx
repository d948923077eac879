import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalDocument, SignUpTerms } from 'shared-contract';
import { Button, ErrorState, formatKst, PageContainer, Skeleton, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useTerms } from '../api/get-terms';

/** Opened by the consent form with `window.open`: the page then offers to close its window. */
const openedAsPopup = () => {
  try {
    return typeof window !== 'undefined' && window.opener !== null && window.opener !== undefined;
  } catch {
    return false;
  }
};

const articleStyle = css`
  font-size: 15px;
  line-height: 1.6;
  color: ${theme.colors.gray800};
  overflow-wrap: anywhere;
  h2 {
    margin: 24px 0 8px;
    font-size: 17px;
    color: ${theme.colors.gray900};
  }
  p {
    margin: 0 0 8px;
  }
`;

function LegalText({ legal }: { legal: LegalDocument }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const text = legal[language];
  return (
    <article data-testid="legal-document" css={articleStyle}>
      <p>{text.intro}</p>
      {text.sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p
        css={css`
          margin-top: 24px;
          font-size: 13px;
          color: ${theme.colors.gray500};
        `}
      >
        {t('signUp.document.updated', { version: legal.version, date: formatKst(`${legal.effectiveDate}T00:00:00+09:00`, 'date', language) })}
      </p>
    </article>
  );
}

/** The terms or privacy page, its text read from the api: a popup from the consents (with a close button) or a normal page. */
export function LegalDocumentPage({ title, kind }: { title: string; kind: keyof SignUpTerms }) {
  const { t } = useTranslation(NAMESPACE);
  const [popup] = useState(openedAsPopup);
  const terms = useTerms();

  const body = () => {
    if (terms.isPending) {
      return (
        <div
          role="status"
          aria-busy="true"
          aria-label={t('signUp.document.loading')}
          css={css`
            display: grid;
            gap: 10px;
          `}
        >
          <Skeleton height={48} />
          <Skeleton width="40%" height={20} />
          <Skeleton height={72} />
          <Skeleton width="40%" height={20} />
          <Skeleton height={72} />
        </div>
      );
    }
    if (!terms.data) return <ErrorState error={terms.error} title={t('signUp.document.error')} onRetry={() => void terms.refetch()} />;
    return <LegalText legal={terms.data[kind]} />;
  };

  return (
    <PageContainer title={title} width="narrow">
      {body()}
      {popup ? (
        <div
          css={css`
            display: grid;
            margin-top: 24px;
          `}
        >
          <Button variant="secondary" onClick={() => window.close()} data-testid="close-window">
            {t('signUp.document.close')}
          </Button>
        </div>
      ) : null}
    </PageContainer>
  );
}
