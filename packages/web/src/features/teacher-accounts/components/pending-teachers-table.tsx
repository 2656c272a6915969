import { Table } from '@mantine/core';
import type { PendingTeacher } from '@pragati/domain';
import { useTranslations } from 'use-intl';
import type { PendingTeacherEdit } from '../api/edit-pending-teacher';
import { PendingTeacherRow } from './pending-teacher-row';
import classes from './teachers-admin.module.css';

const toDraft = (record: PendingTeacher): PendingTeacherEdit => ({
  _id: record._id,
  teacherId: record.teacherId,
  teacherName: record.teacherName,
  email: record.email,
  teacherMNo: record.teacherMNo,
  classId: record.classId.join(', '),
});

/** The pending upload rows, each editable in place (the row being edited holds `draft`). */
export function PendingTeachersTable({
  records,
  count,
  draft,
  saving,
  onDraft,
  onSave,
  onDelete,
}: {
  records: PendingTeacher[];
  count: number;
  draft: PendingTeacherEdit | null;
  saving: boolean;
  onDraft: (draft: PendingTeacherEdit | null) => void;
  onSave: () => void;
  onDelete: (record: PendingTeacher) => void;
}) {
  const t = useTranslations('admin');
  return (
    <div className={classes.tableWrap}>
      <Table withTableBorder striped className={classes.table}>
        <Table.Caption className={classes.caption}>{t('pendingCaption', { count })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.teacherId')}</Table.Th>
            <Table.Th scope="col">{t('columns.teacherName')}</Table.Th>
            <Table.Th scope="col">{t('columns.email')}</Table.Th>
            <Table.Th scope="col">{t('columns.teacherMNo')}</Table.Th>
            <Table.Th scope="col">{t('columns.classId')}</Table.Th>
            <Table.Th scope="col">{t('columns.error')}</Table.Th>
            <Table.Th scope="col" className="no-print">
              {t('columns.actions')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record, index) => (
            <PendingTeacherRow
              key={record._id}
              record={record}
              rowNumber={index + 1}
              draft={draft?._id === record._id ? draft : null}
              saving={saving}
              onEdit={() => onDraft(toDraft(record))}
              onChange={onDraft}
              onCancel={() => onDraft(null)}
              onSave={onSave}
              onDelete={() => onDelete(record)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
