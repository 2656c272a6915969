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
import { CountsLegend } from '../../../components/counts-legend';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { teacherKeys } from '../api/query-keys';
import { useYearEndTransfer } from '../api/year-end-transfer';
import { clearSelection } from '../flow-storage';
import classes from '../teacher.module.css';

type CommentKey = 'year' | 'personal' | 'occupational' | 'academic' | 'social' | 'recreational';
type FigureKey =
  | 'yearPercent'
  | 'personalPercent'
  | 'occupationalPercent'
  | 'academicPercent'
  | 'socialPercent'
  | 'mode';
type SavedKey = keyof NonNullable<YearReportRecord['comment']>;

/** The six year comment boxes, in the spec's order and with its labels. */
const BOXES: { key: CommentKey; label: string; figure: FigureKey; saved: SavedKey }[] = [
  { key: 'year', label: 'Year Percent', figure: 'yearPercent', saved: 'yearComment' },
  {
    key: 'personal',
    label: 'Personal Percent',
    figure: 'personalPercent',
    saved: 'yearPersonalComment',
  },
  {
    key: 'occupational',
    label: 'Occupational Percent',
    figure: 'occupationalPercent',
    saved: 'yearOccupationalComment',
  },
  {
    key: 'academic',
    label: 'Academic Percent',
    figure: 'academicPercent',
    saved: 'yearAcademicComment',
  },
  { key: 'social', label: 'Social Percent', figure: 'socialPercent', saved: 'yearSocialComment' },
  {
    key: 'recreational',
    label: 'Recreational Mode',
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
  const transfer = useYearEndTransfer();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const transferred = Boolean(yearReport?.outcome);
  const enabled = writable && complete && !transferred;

  // The server answers the year figures once Term III is fully evaluated (before the transfer).
  const figures = yearReport && hasYearFigures(yearReport) ? yearReport.percent : null;

  function figureText(key: FigureKey, counted: CommentKey): string {
    const value = figures?.[key];
    if (value === null || value === undefined || value === '') return 'Figure: not yet available';
    // Beside each category's figure, the four terms' answers it was made from (decisions §4).
    const counts =
      counted === 'year' || !yearReport ? null : categoryCountsText(yearReport.counts, counted);
    const figure = key === 'mode' ? `Figure: Mode ${value}` : `Figure: ${value}%`;
    return counts ? `${figure} (${counts})` : figure;
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
          clearSelection();
          void queryClient.invalidateQueries({ queryKey: teacherKeys.all });
          void navigate(paths.teacher.home);
        },
        onError: (error) => {
          setConfirming(false);
          toast.error(error.message);
        },
      },
    );
  }

  return (
    <section aria-labelledby="year-summary">
      <h2 id="year-summary" className={classes.sectionTitle}>
        Year summary
      </h2>
      <p className={classes.progressLine}>
        {transferred
          ? 'This year has been submitted and transferred.'
          : complete
            ? 'All four terms are evaluated: the year can be submitted.'
            : PROGRESS_MESSAGES.yearIncomplete}
      </p>
      <form onSubmit={ask} noValidate>
        <div className={classes.yearGrid}>
          {BOXES.map((box) => (
            <Textarea
              key={box.key}
              id={`year-${box.key}`}
              label={box.label}
              description={figureText(box.figure, box.key)}
              classNames={{ input: classes.comment }}
              maxLength={2000}
              disabled={!enabled}
              value={transferred ? (yearReport?.comment[box.saved] ?? '') : comments[box.key]}
              placeholder={transferred ? undefined : 'Enter your comments'}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setComments((current) => ({ ...current, [box.key]: value }));
              }}
            />
          ))}
        </div>
        {figures && <CountsLegend />}
        <Button type="submit" disabled={!enabled}>
          Submit &amp; Transfer
        </Button>
      </form>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={PROGRESS_MESSAGES.confirmTitle}
        centered
      >
        <Text mb="lg">{PROGRESS_MESSAGES.confirmText}</Text>
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => setConfirming(false)}
            disabled={transfer.isPending}
          >
            No
          </Button>
          <Button onClick={confirm} loading={transfer.isPending}>
            Yes
          </Button>
        </Group>
      </Modal>
    </section>
  );
}
