import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { keySharePath, pickLanguage } from 'shared-contract';
import { ApiError } from 'shared-session';
import { Button, canShareNatively, EmptyState, ErrorState, mq, PageContainer, ShareOutcomeNote, Skeleton, theme, useShareLink } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useSharedKey } from '../api/get-shared-key';

const POSITIVE_ID = /^[1-9]\d{0,9}$/;

/** The KEY id of the page: `/key?id=N`, `/share?keyId=N` (or `id`). */
function useSharedKeyId(param: 'id' | 'keyId'): number | null {
  const [params] = useSearchParams();
  const value = params.get(param) ?? params.get('id');
  return value !== null && POSITIVE_ID.test(value) ? Number(value) : null;
}

/** The public page of a shared KEY: its art, name and project, a way to its details, copy link and share. */
export function KeyShare({ param }: { param: 'id' | 'keyId' }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = pickLanguage(i18n.language);
  const id = useSharedKeyId(param);
  const key = useSharedKey(id);
  const sharing = useShareLink();

  if (id === null || (key.isError && key.error instanceof ApiError && key.error.code === 'KEY_NOT_FOUND')) {
    return (
      <PageContainer title={t('share.title')} width="narrow">
        <EmptyState
          title={t('share.notFound')}
          description={t('share.notFoundHint')}
          action={<Button to="/main">{t('share.toMain')}</Button>}
          data-testid="share-not-found"
        />
      </PageContainer>
    );
  }
  if (key.isPending) {
    return (
      <PageContainer title={t('share.title')} width="narrow" hideTitle>
        <div
          aria-busy="true"
          data-testid="share-loading"
          css={css`
            display: grid;
            gap: 12px;
          `}
        >
          <Skeleton height={420} />
          <Skeleton height={28} />
        </div>
      </PageContainer>
    );
  }
  if (key.isError) {
    return (
      <PageContainer title={t('share.title')} width="narrow">
        <ErrorState error={key.error} title={t('share.loadFailed')} onRetry={() => void key.refetch()} />
      </PageContainer>
    );
  }
  const name = key.data.name[language];
  const project = key.data.projectTitle[language];
  const link = `${window.location.origin}${keySharePath(key.data.id)}`;
  const shareData = { title: t('share.shareText', { name, project }), url: link };
  const canShare = canShareNatively(shareData);

  return (
    <PageContainer title={name} subtitle={project} width="narrow">
      <article
        css={css`
          display: grid;
          gap: 16px;
        `}
        data-testid="key-share"
      >
        <img
          src={key.data.imageUrl}
          alt={name}
          width={300}
          height={420}
          draggable={false}
          css={css`
            display: block;
            width: 100%;
            max-width: 360px;
            height: auto;
            aspect-ratio: 300 / 420;
            margin: 0 auto;
            border-radius: ${theme.radius.lg}px;
            background: ${theme.colors.gray100};
            ${mq.desktop} {
              max-width: 420px;
            }
          `}
        />
        <dl
          css={css`
            display: grid;
            grid-template-columns: auto 1fr;
            gap: 6px 12px;
            margin: 0;
            font-size: 14px;
          `}
        >
          <dt
            css={css`
              color: ${theme.colors.gray500};
            `}
          >
            {t('share.project')}
          </dt>
          <dd
            css={css`
              margin: 0;
              overflow-wrap: anywhere;
            `}
            data-testid="share-project"
          >
            {project}
          </dd>
        </dl>
        <p
          css={css`
            margin: 0;
            font-size: 14px;
            color: ${theme.colors.gray600};
          `}
        >
          {t('share.supply', { total: key.data.supplyTotal })}
        </p>
        <div
          css={css`
            display: grid;
            gap: 8px;
            ${mq.desktop} {
              grid-template-columns: repeat(3, 1fr);
            }
          `}
        >
          <Button to={`/key/details?id=${key.data.id}`}>{t('share.details')}</Button>
          <Button variant="secondary" onClick={() => void sharing.copy(shareData)}>
            {t('share.copyLink')}
          </Button>
          {canShare ? (
            <Button variant="secondary" onClick={() => void sharing.share(shareData)}>
              {t('share.share')}
            </Button>
          ) : null}
        </div>
        <ShareOutcomeNote outcome={sharing.outcome} url={link} />
      </article>
    </PageContainer>
  );
}
