import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formatKst, PageContainer, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import type { LocalizedLegalDocument } from '../legal/legal-document';

/** Opened by the consent form with `window.open`: the page then offers to close its window. */
const openedAsPopup = () => {
  try {
    return typeof window !== 'undefined' && window.opener !== null && window.opener !== undefined;
  } catch {
    return false;
  }
};

/** The terms or privacy page: a popup from the consents (with a close button) or a normal page. */
export function LegalDocumentPage({ title, legal }: { title: string; legal: LocalizedLegalDocument }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [popup] = useState(openedAsPopup);
  const text = legal[language];

  const close = popup ? (
    <Button variant="secondary" onClick={() => window.close()} data-testid="close-window">
      {t('signUp.document.close')}
    </Button>
  ) : undefined;

  return (
    <PageContainer title={title} width="narrow">
      <article
        data-testid="legal-document"
        css={css`
          font-size: 15px;
          line-height: 1.6;
          color: ${theme.colors.gray800};
          overflow-wrap: anywhere;
          h2 { margin: 24px 0 8px; font-size: 17px; color: ${theme.colors.gray900}; }
          p { margin: 0 0 8px; }
        `}
      >
        <p>{text.intro}</p>
        {text.sections.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        <p css={css`margin-top: 24px; font-size: 13px; color: ${theme.colors.gray500};`}>
          {t('signUp.document.updated', { date: formatKst(`${legal.effectiveDate}T00:00:00+09:00`, 'date', language) })}
        </p>
      </article>
      {close ? <div css={css`display: grid; margin-top: 24px;`}>{close}</div> : null}
    </PageContainer>
  );
}
