import { Button, Group, Modal, Table } from '@mantine/core';
import { type Section, transferOutcomeText, type Year } from '@pragati/domain';
import type { TransferResponse } from '../api/year-end-transfer';
import classes from '../teacher.module.css';

export interface TransferResultDialogProps {
  from: { section: Section; year: Year };
  /** The transfer's answer; the dialog is open while there is one. */
  result: TransferResponse | null;
  onClose: () => void;
}

/**
 * After 'Submit & Transfer' (issue 15 part 6): what happened to the student (pass, repeat,
 * promoted, completed), the year's figures and the new class, before the teacher goes home.
 */
export function TransferResultDialog({ from, result, onClose }: TransferResultDialogProps) {
  const text = result ? transferOutcomeText(from, result) : null;
  const figures = result?.figures;
  return (
    <Modal
      opened={result !== null}
      onClose={onClose}
      title={text ? `Year submitted: ${text.title}` : 'Year submitted'}
      centered
    >
      {text && figures && (
        <>
          <p className={classes.outcome}>{text.sentence}</p>
          <p className={classes.outcome}>
            New class: <strong>{text.newClass ?? 'none (programme completed)'}</strong>
          </p>
          <Table withTableBorder mb="lg">
            <Table.Caption className={classes.figuresCaption}>
              The year&apos;s figures
            </Table.Caption>
            <Table.Tbody>
              {(
                [
                  ['Year Percent', `${figures.yearPercent}%`],
                  ['Personal Percent', `${figures.personalPercent}%`],
                  ['Occupational Percent', `${figures.occupationalPercent}%`],
                  ['Academic Percent', `${figures.academicPercent}%`],
                  ['Social Percent', `${figures.socialPercent}%`],
                  ['Recreational Mode', figures.mode ?? 'none'],
                ] as const
              ).map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row">{label}</Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          Back to my students
        </Button>
      </Group>
    </Modal>
  );
}
