import { Button, Group, Modal, Table } from '@mantine/core';
import { PASS_MARK, type Section, transferOutcomeText, type Year } from '@pragati/domain';
import { useTranslations } from 'use-intl';
import { useGroupName } from '../../../lib/programme-groups';
import type { TransferResponse } from '../api/year-end-transfer';
import { placementText } from '../record-display';
import classes from '../teacher.module.css';
import type { FigureLabel } from './year-summary';

export interface TransferResultDialogProps {
  from: { section: Section; year: Year };
  /** The transfer's answer; the dialog is open while there is one. */
  result: TransferResponse | null;
  onClose: () => void;
}

/**
 * After 'Submit & Transfer' (issue 15 part 6): what happened to the student (pass, repeat,
 * promoted, completed, or a Care group's yearly review), the year's figures and the new class, before the teacher goes home.
 */
export function TransferResultDialog({ from, result, onClose }: TransferResultDialogProps) {
  const t = useTranslations('assessment');
  // The domain says which class the student is in now; the words are the catalog's (the domain's
  // sentences are English only).
  const groupName = useGroupName();
  const newClass = result ? transferOutcomeText(from, result, groupName).newClass : null;
  const figures = result?.figures;
  const outcome = result?.outcome;
  const place = placementText(from.section, from.year);
  const passMark = String(PASS_MARK);
  const text =
    outcome === 'pass'
      ? {
          title: t('transfer.passTitle'),
          sentence: t('transfer.pass', {
            passMark,
            place,
            to: newClass ?? t('transfer.nextSection'),
          }),
        }
      : outcome === 'repeat'
        ? {
            title: t('transfer.repeatTitle'),
            sentence: t('transfer.repeat', { passMark, to: newClass ?? t('transfer.sameSection') }),
          }
        : outcome === 'promoted'
          ? {
              title: t('transfer.promotedTitle'),
              sentence: t('transfer.promoted', {
                passMark,
                place,
                to: newClass ?? t('transfer.nextSection'),
              }),
            }
          : outcome === 'completed'
            ? { title: t('transfer.completedTitle'), sentence: t('transfer.completed', { place }) }
            : outcome === 'review'
              ? {
                  // Issue 29: a Care-group year ends with a review; the student stays in the group.
                  title: t('transfer.reviewTitle'),
                  sentence: t('transfer.review', { place, year: result?.currYear ?? '' }),
                }
              : null;
  const rows: [FigureLabel, string][] = figures
    ? [
        ['yearPercent', `${figures.yearPercent}%`],
        ['personalPercent', `${figures.personalPercent}%`],
        ['occupationalPercent', `${figures.occupationalPercent}%`],
        ['academicPercent', `${figures.academicPercent}%`],
        ['socialPercent', `${figures.socialPercent}%`],
        ['recreationalMode', figures.mode ?? t('transfer.none')],
      ]
    : [];
  return (
    <Modal
      opened={result !== null}
      onClose={onClose}
      title={text ? t('transfer.titleWith', { outcome: text.title }) : t('transfer.title')}
      centered
    >
      {text && figures && (
        <>
          {/* The focus starts on the outcome, so a screen reader reads it first (issue 26). */}
          <p className={classes.outcome} tabIndex={-1} data-autofocus>
            {text.sentence}
          </p>
          <p className={classes.outcome}>
            {t.rich('transfer.newClass', {
              name: newClass ?? t('transfer.noNewClass'),
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          <Table withTableBorder mb="lg">
            <Table.Caption className={classes.figuresCaption}>
              {t('transfer.figuresCaption')}
            </Table.Caption>
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row">{t(`figures.${label}`)}</Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus={text && figures ? undefined : true}>
          {t('transfer.back')}
        </Button>
      </Group>
    </Modal>
  );
}
