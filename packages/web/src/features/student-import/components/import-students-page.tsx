import { Button, Group, Modal, Text, Title } from '@mantine/core';
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
  const pending = usePendingImportRows();
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

  let rows;
  if (pending.isPending) rows = <PageStatus />;
  else if (pending.isError)
    rows = <Text c="red.9">{t('error', { message: pending.error.message })}</Text>;
  else if (pending.data.count === 0) rows = <Text>{t('noRows')}</Text>;
  else
    rows = (
      <PendingRowsTable
        rows={pending.data.data}
        onFix={(row) => dispatch({ type: 'startFix', row })}
        onDelete={(row) => dispatch({ type: 'startDelete', row })}
      />
    );

  return (
    <PageLayout title={t('title')} userId={session?.userId} backTo={paths.admin.home} focusTitle>
      <UploadSection onUploaded={(result) => dispatch({ type: 'uploaded', result })} />
      {state.result && <ImportResult result={state.result} />}
      <NewAccounts credentials={state.credentials} />
      <section className={classes.section} aria-labelledby="import-pending">
        <Title order={2} id="import-pending" className={classes.sectionTitle}>
          {t('rowsToFix')}
        </Title>
        {rows}
      </section>

      <FixRowDialog
        form={state.fixing}
        busy={fix.isPending || register.isPending}
        onEdit={(field, value) => dispatch({ type: 'edit', field, value })}
        onSubmit={onSubmitFix}
        onCancel={() => dispatch({ type: 'cancelFix' })}
      />
      <Modal
        opened={state.deleting !== null}
        onClose={() => dispatch({ type: 'endDelete' })}
        title={state.deleting ? t('deleteTitle', { row: state.deleting.rowNumber }) : ''}
        centered
      >
        <Text mb="md">
          {state.deleting?.regNo
            ? t('deleteTextRegNo', { row: state.deleting.rowNumber, regNo: state.deleting.regNo })
            : t('deleteText', { row: state.deleting?.rowNumber ?? '' })}
        </Text>
        <Group justify="flex-end">
          <Button
            variant="default"
            className={classes.target}
            onClick={() => dispatch({ type: 'endDelete' })}
          >
            {t('cancel')}
          </Button>
          <Button
            color="red"
            className={classes.target}
            onClick={onDelete}
            loading={remove.isPending}
          >
            {t('deleteRow')}
          </Button>
        </Group>
      </Modal>
    </PageLayout>
  );
}
