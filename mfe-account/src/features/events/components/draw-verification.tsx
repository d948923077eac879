import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryDetail } from 'shared-contract';
import { Button, noticeStyle } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { verifyDraw, type DrawCheck } from '../verify-draw';
import { useLotteryText } from './lottery-labels';
import { mutedTextStyle, sectionStyle, sectionTitleStyle } from '../../../components/event-styles';
import { bodyTextStyle, codeStyle, tableStyle } from './styles';

/** A published value (the seed hash, the seed) under its label; `id` names the code (`data-testid`) and its label. */
function LabelledCode({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div
      css={css`
        display: grid;
        gap: 4px;
      `}
    >
      <p
        css={css`
          margin: 0;
          font-weight: 700;
          font-size: 14px;
        `}
        id={`${id}-label`}
      >
        {label}
      </p>
      <code css={codeStyle} aria-labelledby={`${id}-label`} data-testid={id}>
        {value}
      </code>
    </div>
  );
}

/**
 * "Verify this draw": the seed hash published from the start; after the draw the seed, every entry (number and
 * masked nickname) and the winners, and a button that recomputes the draw in this browser (WebCrypto SHA-256 and the
 * api's own `drawWinners`) and says whether it matches.
 */
export function DrawVerification({ lottery }: { lottery: LotteryDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const text = useLotteryText();
  const [check, setCheck] = useState<{ for: string; result: DrawCheck | 'failed' } | null>(null);
  const [running, setRunning] = useState(false);
  const drawn = lottery.seed !== null;
  const winners = new Set(lottery.winners);
  /** A result belongs to the answer it was computed from: a refetched answer asks again. */
  const answerKey = JSON.stringify([lottery.seed, lottery.seedHash, lottery.entries.map((entry) => entry.entryId), lottery.winners, lottery.prizes]);
  const result = check?.for === answerKey ? check.result : null;

  const run = () => {
    setRunning(true);
    verifyDraw(lottery)
      .then((outcome) => setCheck({ for: answerKey, result: outcome }))
      .catch(() => setCheck({ for: answerKey, result: 'failed' }))
      .finally(() => setRunning(false));
  };

  return (
    <section aria-labelledby="lottery-verify-title" css={sectionStyle} data-testid="lottery-verify">
      <h2 id="lottery-verify-title" css={sectionTitleStyle}>
        {t('events.verify.title')}
      </h2>
      <p css={bodyTextStyle}>{t('events.verify.method')}</p>
      <LabelledCode id="lottery-seed-hash" label={t('events.verify.seedHash')} value={lottery.seedHash} />
      {!drawn ? (
        <p css={mutedTextStyle} data-testid="lottery-seed-pending">
          {t('events.verify.seedPending')}
        </p>
      ) : (
        <>
          <LabelledCode id="lottery-seed" label={t('events.verify.seed')} value={lottery.seed ?? ''} />
          {lottery.drawnAt ? (
            <p css={mutedTextStyle}>
              {t('events.verify.drawnAt')}: <time dateTime={lottery.drawnAt}>{t('events.dates.at', { at: text.at(lottery.drawnAt) })}</time>
            </p>
          ) : null}
          <p
            css={css`
              margin: 0;
              font-size: 14px;
            `}
            data-testid="lottery-winners"
          >
            <strong>{t('events.verify.winners')}: </strong>
            {lottery.winners.length > 0 ? t('events.verify.winnersValue', { ids: lottery.winners.join(', ') }) : t('events.verify.noWinners')}
          </p>
          <div
            css={css`
              max-height: 360px;
              overflow: auto;
            `}
            tabIndex={0}
            role="region"
            aria-labelledby="lottery-entries-caption"
          >
            <table css={tableStyle} data-testid="lottery-entries">
              <caption id="lottery-entries-caption">{t('events.verify.entriesCaption', { count: lottery.entries.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('events.verify.entryId')}</th>
                  <th scope="col">{t('events.verify.nickname')}</th>
                  <th scope="col">{t('events.verify.result')}</th>
                </tr>
              </thead>
              <tbody>
                {lottery.entries.map((entry) => (
                  <tr key={entry.entryId} data-winner={winners.has(entry.entryId)} data-testid="lottery-entry">
                    <th scope="row">{entry.entryId}</th>
                    <td>{entry.nickname}</td>
                    <td>{winners.has(entry.entryId) ? t('events.verify.winner') : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <span>
            <Button onClick={run} disabled={running} data-testid="lottery-verify-run">
              {running ? t('events.verify.running') : t('events.verify.run')}
            </Button>
          </span>
          <div aria-live="polite">
            {result === 'failed' ? (
              <p role="alert" css={noticeStyle('error')} data-testid="lottery-verify-result" data-match="unknown">
                {t('events.verify.failed')}
              </p>
            ) : result ? (
              <div
                role={result.matches ? undefined : 'alert'}
                css={noticeStyle(result.matches ? 'success' : 'error')}
                data-testid="lottery-verify-result"
                data-match={String(result.matches)}
              >
                <p
                  css={css`
                    margin: 0;
                    font-weight: 700;
                  `}
                >
                  {result.matches ? t('events.verify.matches') : t('events.verify.mismatch')}
                </p>
                {!result.matches ? (
                  <ul
                    css={css`
                      margin: 4px 0 0;
                      padding-left: 20px;
                    `}
                  >
                    <li>{result.hashMatches ? t('events.verify.hashOk') : t('events.verify.hashBad')}</li>
                    <li>{result.winnersMatch ? t('events.verify.winnersOk') : t('events.verify.winnersBad', { ids: result.computed.join(', ') })}</li>
                  </ul>
                ) : null}
              </div>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
