import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessage, type MemberCoupon } from 'shared-contract';
import { ApiError } from 'shared-session';
import { Dialog, Skeleton, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { errorTextStyle, hintStyle, textInputStyle } from '../../../components/card-styles';
import { useFreeReveal } from '../api/coupons-api';
import { useProjectsOnSale } from '../api/get-projects-on-sale';

/**
 * A REVEAL coupon's free draw: the member picks a project on sale (or the coupon's own project), confirms, and
 * goes to /reveal where the drawn KEY waits like a bought one.
 */
export function FreeRevealDialog({ coupon, onClose }: { coupon: MemberCoupon | null; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const navigate = useNavigate();
  const selectId = useId();
  const projects = useProjectsOnSale(coupon !== null);
  const reveal = useFreeReveal();
  const choices = (projects.data ?? []).filter((project) => coupon?.projectId == null || project.id === coupon.projectId);
  const [projectId, setProjectId] = useState<number | null>(null);

  const close = () => {
    reveal.reset();
    setProjectId(null);
    onClose();
  };
  const chosen = choices.find((project) => project.id === projectId) ?? choices[0];

  const confirm = async () => {
    if (!coupon || !chosen) return;
    try {
      const result = await reveal.mutateAsync({ memberCouponId: coupon.id, projectId: chosen.id });
      close();
      void navigate(`/reveal?purchaseId=${result.purchaseId}`);
    } catch {
      // The error is shown in the dialog; the coupon stays unused.
    }
  };

  const failure = reveal.error ? (reveal.error instanceof ApiError ? reveal.error.message : errorMessage('TEMPORARY_ERROR', language)) : null;
  let body;
  if (projects.isPending) body = <Skeleton width="100%" height={44} />;
  else if (projects.isError) body = <p css={errorTextStyle}>{errorMessage('TEMPORARY_ERROR', language)}</p>;
  else if (!chosen)
    body = (
      <p css={hintStyle} data-testid="free-reveal-none">
        {t('coupons.freeRevealNone')}
      </p>
    );
  else
    body = (
      <>
        <label
          htmlFor={selectId}
          css={css`
            font-size: 14px;
            font-weight: 600;
            color: ${theme.colors.gray800};
          `}
        >
          {t('coupons.freeRevealProject')}
        </label>
        <select
          id={selectId}
          css={[
            textInputStyle,
            css`
              width: 100%;
            `,
          ]}
          value={chosen.id}
          onChange={(event) => setProjectId(Number(event.target.value))}
          disabled={reveal.isPending}
          data-testid="free-reveal-project"
        >
          {choices.map((project) => (
            <option key={project.id} value={project.id}>
              {project.title[language]}
            </option>
          ))}
        </select>
        <span css={hintStyle}>{t('coupons.freeRevealBody')}</span>
      </>
    );

  return (
    <Dialog
      open={coupon !== null}
      title={t('coupons.freeRevealTitle')}
      confirmLabel={!chosen ? t('coupons.close') : reveal.isPending ? t('coupons.freeRevealing') : t('coupons.freeReveal')}
      cancelLabel={t('coupons.cancel')}
      onConfirm={chosen ? () => void confirm() : undefined}
      onClose={close}
      busy={reveal.isPending}
      data-testid="free-reveal-dialog"
    >
      <span
        css={css`
          display: grid;
          gap: 8px;
          text-align: left;
        `}
      >
        {body}
        {failure && (
          <span role="alert" css={errorTextStyle} data-testid="free-reveal-error">
            {failure}
          </span>
        )}
      </span>
    </Dialog>
  );
}
