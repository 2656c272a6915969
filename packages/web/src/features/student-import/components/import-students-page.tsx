import { Button, Group, Modal, Text, Title } from '@mantine/core';
import type { PendingStudentRow } from '@pragati/domain';
import { useReducer } from 'react';
import { useTranslations } from 'use-intl';
import { PageLayout } from '../../../components/page-layout';
import { PageStatus } from '../../../components/page-status';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useDeletePendingRow } from '../api/delete-pending-row';
import { useFixPendingRow } from '../api/fix-pending-row';
import { usePendingImportRows } from '../api/pending-import-rows';
import { useRegisterPendingRow } from '../api/register-pending-row';
import { importScreenReducer, initialImportScreen } from '../state/import-screen';
import { FixRowDialog } from './fix-row-dialog';
import { ImportResult, NewAccounts } from './import-result';
import classes from './import-students.module.css';
import { PendingRowsTable } from './pending-rows-table';
import { UploadSection } from './upload-section';

/**
 * Bulk student import (issue 14 part 5): the template, the upload and its result with the new
 * accounts' passwords, and the rows kept to fix, each fixed and registered or deleted here.
 */
export function ImportStudentsPage() {
  const t = useTranslations('studentImport.page');
  const session = readSession();
  const [state, dispatch] = useReducer(importScreenReducer, initialImportScreen);
  const fix = useFixPendingRow();
  const register = useRegisterPendingRow();
  const remove = useDeletePendingRow();

  const refuse = (message: string) =>
    dispatch({ type: 'refused', problems: [{ field: 'row', message }] });

  const onSubmitFix = () => {
    const form = state.fixing;
    if (!form) return;
    fix.mutate(
      { id: form.row.id, cells: form.values },
      {
        onSuccess: ({ row }) => {
          if (row.problems.length) {
            dispatch({ type: 'refused', problems: row.problems });
            return;
          }
          register.mutate(row.id, {
            onSuccess: (answer) => {
              dispatch({ type: 'registered', credentials: answer.credentials });
              toast.success(answer.msg);
            },
            onError: (error) => refuse(error.message),
          });
        },
        onError: (error) => refuse(error.message),
      },
    );
  };

  const onDelete = () => {
    const row = state.deleting;
    if (!row) return;
    remove.mutate(row.id, {
      onSuccess: (answer) => toast.success(answer.msg),
      onError: (error) => toast.error(error.message),
      onSettled: () => dispatch({ type: 'endDelete' }),
    });
  };

  return (
    <PageLayout title={t('title')} userId={session?.userId} backTo={paths.admin.home} focusTitle>
      <UploadSection onUploaded={(result) => dispatch({ type: 'uploaded', result })} />
      {state.result && <ImportResult result={state.result} />}
      <NewAccounts credentials={state.credentials} />
      <PendingRowsSection
        onFix={(row) => dispatch({ type: 'startFix', row })}
        onDelete={(row) => dispatch({ type: 'startDelete', row })}
      />

      <FixRowDialog
        form={state.fixing}
        busy={fix.isPending || register.isPending}
        onEdit={(field, value) => dispatch({ type: 'edit', field, value })}
        onSubmit={onSubmitFix}
        onCancel={() => dispatch({ type: 'cancelFix' })}
      />
      <DeleteRowDialog
        row={state.deleting}
        busy={remove.isPending}
        onCancel={() => dispatch({ type: 'endDelete' })}
        onConfirm={onDelete}
      />
    </PageLayout>
  );
}

type RowAction = (row: PendingStudentRow) => void;

/** Step 3: the rows kept to fix, or why there are none to show. */
function PendingRowsSection({ onFix, onDelete }: { onFix: RowAction; onDelete: RowAction }) {
  const t = useTranslations('studentImport.page');
  const pending = usePendingImportRows();
  let rows;
  if (pending.isPending) rows = <PageStatus />;
  else if (pending.isError)
    rows = <Text c="red.9">{t('error', { message: pending.error.message })}</Text>;
  else if (pending.data.count === 0) rows = <Text>{t('noRows')}</Text>;
  else rows = <PendingRowsTable rows={pending.data.data} onFix={onFix} onDelete={onDelete} />;

  return (
    <section className={classes.section} aria-labelledby="import-pending">
      <Title order={2} id="import-pending" className={classes.sectionTitle}>
        {t('rowsToFix')}
      </Title>
      {rows}
    </section>
  );
}

/** Deleting a kept row asks first, naming the row (and its registration number when it has one). */
function DeleteRowDialog({
  row,
  busy,
  onCancel,
  onConfirm,
}: {
  row: PendingStudentRow | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useTranslations('studentImport.page');
  return (
    <Modal
      opened={row !== null}
      onClose={onCancel}
      title={row ? t('deleteTitle', { row: row.rowNumber }) : ''}
      centered
    >
      <Text mb="md">
        {row?.regNo
          ? t('deleteTextRegNo', { row: row.rowNumber, regNo: row.regNo })
          : t('deleteText', { row: row?.rowNumber ?? '' })}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" className={classes.target} onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button color="red" className={classes.target} onClick={onConfirm} loading={busy}>
          {t('deleteRow')}
        </Button>
      </Group>
    </Modal>
  );
}
