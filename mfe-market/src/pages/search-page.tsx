import { css } from '@emotion/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_MAX_LENGTH } from 'shared-contract';
import { PageContainer, theme } from 'shared-ui';
import { SearchResults } from '../features/search/components/search-results';
import { TopProjects } from '../features/search/components/top-projects';
import { useDebouncedValue } from '../features/search/hooks/use-debounced-value';
import { NAMESPACE } from '../namespace';

export default function SearchPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const [value, setValue] = useState(() => params.get('q') ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  const debounced = useDebouncedValue(value.trim());
  const query = value.trim() ? debounced : '';

  const update = (next: string) => {
    setValue(next);
    setParams(next.trim() ? { q: next } : {}, { replace: true });
  };
  const clear = () => {
    update('');
    inputRef.current?.focus();
  };

  return (
    <PageContainer title={t('search.title')} hideTitle>
      <form
        role="search"
        onSubmit={(event) => event.preventDefault()}
        css={css`
          position: relative;
          display: flex;
          align-items: center;
        `}
      >
        <input
          ref={inputRef}
          type="search"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={value}
          maxLength={SEARCH_MAX_LENGTH}
          autoFocus
          enterKeyHint="search"
          onChange={(event) => update(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              clear();
            }
          }}
          css={css`
            box-sizing: border-box;
            width: 100%;
            min-height: 48px;
            padding: 0 48px 0 16px;
            border: 2px solid ${theme.colors.gray200};
            border-radius: ${theme.radius.md}px;
            font: inherit;
            font-size: 16px;
            &:focus {
              border-color: ${theme.colors.pink};
              outline: none;
              box-shadow: 0 0 0 3px ${theme.colors.pinkSoft};
            }
            &::-webkit-search-cancel-button {
              display: none;
            }
          `}
        />
        {value ? (
          <button
            type="button"
            aria-label={t('search.clear')}
            onClick={clear}
            css={css`
              position: absolute;
              right: 4px;
              width: 40px;
              height: 40px;
              border: 0;
              border-radius: 50%;
              background: none;
              cursor: pointer;
              font-size: 18px;
              color: ${theme.colors.gray500};
              &:focus-visible {
                outline: 3px solid ${theme.colors.focus};
              }
            `}
          >
            ×
          </button>
        ) : null}
      </form>
      {query ? <SearchResults query={query} /> : <TopProjects />}
    </PageContainer>
  );
}
