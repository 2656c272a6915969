import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import {
  categoryCountsText,
  hasYearFigures,
  PROGRESS_MESSAGES,
  type Section,
  type Year,
  type YearReportRecord,
} from '@pragati/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslations } from 'use-intl';
import { CountsLegend } from '../../../components/counts-legend';
import { useMsg } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { teacherKeys } from '../api/query-keys';
import { type TransferResponse, useYearEndTransfer } from '../api/year-end-transfer';
import { clearSelection } from '../flow-storage';
import classes from '../teacher.module.css';
import { TransferResultDialog } from './transfer-result-dialog';

type CommentKey = 'year' | 'personal' | 'occupational' | 'academic' | 'social' | 'recreational';
type FigureKey =
  | 'yearPercent'
  | 'personalPercent'
  | 'occupationalPercent'
  | 'academicPercent'
  | 'socialPercent'
  | 'mode';
type SavedKey = keyof NonNullable<YearReportRecord['comment']>;

/** Keys of the spec's labels ("Year Percent"…) in teacher.figures. */
export type FigureLabel =
  | 'yearPercent'
  | 'personalPercent'
  | 'occupationalPercent'
  | 'academicPercent'
  | 'socialPercent'
  | 'recreationalMode';

/** The six year comment boxes, in the spec's order and with its labels. */
const BOXES: { key: CommentKey; label: FigureLabel; figure: FigureKey; saved: SavedKey }[] = [
  { key: 'year', label: 'yearPercent', figure: 'yearPercent', saved: 'yearComment' },
  {
    key: 'personal',
    label: 'personalPercent',
    figure: 'personalPercent',
    saved: 'yearPersonalComment',
  },
  {
    key: 'occupational',
    label: 'occupationalPercent',
    figure: 'occupationalPercent',
    saved: 'yearOccupationalComment',
  },
  {
    key: 'academic',
    label: 'academicPercent',
    figure: 'academicPercent',
    saved: 'yearAcademicComment',
  },
  { key: 'social', label: 'socialPercent', figure: 'socialPercent', saved: 'yearSocialComment' },
  {
    key: 'recreational',
    label: 'recreationalMode',
    figure: 'mode',
    saved: 'yearRecreationalComment',
  },
];

const EMPTY: Record<CommentKey, string> = {
  year: '',
  personal: '',
  occupational: '',
  academic: '',
  social: '',
  recreational: '',
};

export interface YearSummaryProps {
  regNo: string;
  section: Section;
  year: Year;
  yearReport: YearReportRecord | undefined;
  /** Four terms, Term III fully evaluated (domain isYearComplete). */
  complete: boolean;
  writable: boolean;
}

/**
 * The year's figures and comments, and 'Submit & Transfer'. The figures are the server's: it
 * answers them once Term III is fully evaluated, and stores them at the transfer.
 */
export function YearSummary({
  regNo,
  section,
  year,
  yearReport,
  complete,
  writable,
}: YearSummaryProps) {
  const [comments, setComments] = useState(EMPTY);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<TransferResponse | null>(null);
  const transfer = useYearEndTransfer();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useTranslations('assessment');
  const m = useMsg();
  const transferred = Boolean(yearReport?.outcome);
  const enabled = writable && complete && !transferred;

  // The server answers the year figures once Term III is fully evaluated (before the transfer).
  const figures = yearReport && hasYearFigures(yearReport) ? yearReport.percent : null;

  /** The figure large beside its box, the four terms' answers it was made from under it. */
  function figureOf(key: FigureKey, counted: CommentKey) {
    const value = figures?.[key];
    if (value === null || value === undefined || value === '') {
      return <span className={classes.figureMissing}>{t('yearSummary.figureMissing')}</span>;
    }
    // Beside each category's figure, the four terms' answers it was made from (decisions §4).
    const counts =
      counted === 'year' || !yearReport ? null : categoryCountsText(yearReport.counts, counted);
    return (
      <>
        <span className={classes.yearFigure}>
          {key === 'mode'
            ? t('yearSummary.figureMode', { mode: String(value) })
            : t('yearSummary.figurePercent', { percent: String(value) })}
        </span>
        {counts && (
          <>
            {' '}
            <span className={classes.yearCounts}>({counts})</span>
          </>
        )}
      </>
    );
  }

  function ask(event: FormEvent) {
    event.preventDefault();
    if (enabled) setConfirming(true);
  }

  function confirm() {
    transfer.mutate(
      { regNo, section, year, comments },
      {
        onSuccess: (response) => {
          setConfirming(false);
          toast.success(response.msg);
          // The record is refetched only on leaving: the student is no longer this teacher's.
          setResult(response);
        },
        onError: (error) => {
          setConfirming(false);
          toast.error(error.message);
        },
      },
    );
  }

  function leave() {
    setResult(null);
    clearSelection();
    void queryClient.invalidateQueries({ queryKey: teacherKeys.all });
    void navigate(paths.teacher.home);
  }

  return (
    <section aria-labelledby="year-summary">
      <h2 id="year-summary" className={classes.sectionTitle}>
        {t('yearSummary.heading')}
      </h2>
      <p className={classes.progressLine}>
        {transferred
          ? t('yearSummary.transferred')
          : complete
            ? t('yearSummary.complete')
            : m(PROGRESS_MESSAGES.yearIncomplete)}
      </p>
      <form onSubmit={ask} noValidate>
        <div className={classes.yearGrid}>
          {BOXES.map((box) =>
            transferred ? (
              // A submitted year is read: its comments as text at full contrast.
              <div key={box.key} className={classes.savedYearBox}>
                <h3 className={classes.savedLabel}>{t(`figures.${box.label}`)}</h3>
                <p className={classes.yearFigureLine}>{figureOf(box.figure, box.key)}</p>
                <p className={classes.savedComment}>
                  {yearReport?.comment[box.saved] || t('yearSummary.noComment')}
                </p>
              </div>
            ) : (
              <Textarea
                key={box.key}
                id={`year-${box.key}`}
                label={t(`figures.${box.label}`)}
                description={figureOf(box.figure, box.key)}
                classNames={{ input: classes.comment, description: classes.yearFigureLine }}
                maxLength={2000}
                disabled={!enabled}
                value={comments[box.key]}
                placeholder={t('comment.placeholder')}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setComments((current) => ({ ...current, [box.key]: value }));
                }}
              />
            ),
          )}
        </div>
        {figures && <CountsLegend />}
        {!transferred && (
          <Button type="submit" disabled={!enabled}>
            {t('yearSummary.submit')}
          </Button>
        )}
      </form>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={m(PROGRESS_MESSAGES.confirmTitle)}
        centered
        // After a transfer the result dialog holds the focus: handing it back to Submit (behind
        // that dialog) would hide the outcome from a screen reader (issue 26 item 11).
        returnFocus={result === null}
      >
        <Text mb="lg">{m(PROGRESS_MESSAGES.confirmText)}</Text>
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => setConfirming(false)}
            disabled={transfer.isPending}
          >
            {t('yearSummary.no')}
          </Button>
          <Button onClick={confirm} loading={transfer.isPending}>
            {t('yearSummary.yes')}
          </Button>
        </Group>
      </Modal>
      <TransferResultDialog from={{ section, year }} result={result} onClose={leave} />
    </section>
  );
}
