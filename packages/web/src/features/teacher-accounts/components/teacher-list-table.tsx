import { Table } from '@mantine/core';
import {
  type Teacher,
  TEACHER_LIST_COLUMNS,
  type TeacherListColumn,
  type TeacherListQuery,
} from '@pragati/domain';
import { useTranslations } from 'use-intl';
import { ariaSort, SortButton, type SortDirection } from '../../../components/sort-button';
import type { TeacherEdit } from '../api/update-teacher';
import { TeacherRow } from './teacher-row';
import type { useTeacherEdits } from './use-teacher-edits';
import classes from './teachers.module.css';

const toDraft = (teacher: Teacher): TeacherEdit => ({
  ...teacher,
  classId: teacher.classId.join(', '),
});

/** The teachers shown, with sortable headings; the admin's rows edit in place (`edits`). */
export function TeacherListTable({
  teachers,
  caption,
  query,
  onSort,
  admin,
  edits,
  onDelete,
}: {
  teachers: Teacher[];
  caption: string;
  query: Pick<TeacherListQuery, 'sort' | 'dir'>;
  onSort: (sort: TeacherListColumn, dir: SortDirection) => void;
  admin: boolean;
  edits: ReturnType<typeof useTeacherEdits>;
  onDelete: (teacher: Teacher) => void;
}) {
  const t = useTranslations('teacherAccounts');
  const { draft, setDraft, fieldErrors, editRow, onSave, saving } = edits;
  return (
    <div className={classes.tableWrap}>
      <Table withTableBorder striped className={classes.table}>
        <Table.Caption className={classes.caption}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {TEACHER_LIST_COLUMNS.map(({ key }) => (
              <Table.Th key={key} scope="col" aria-sort={ariaSort(query.sort === key, query.dir)}>
                <SortButton
                  label={t(`columns.${key}`)}
                  sorted={query.sort === key}
                  dir={query.dir}
                  onSort={(dir) => onSort(key, dir)}
                />
              </Table.Th>
            ))}
            {admin && (
              <Table.Th scope="col" className="no-print">
                {t('actions')}
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {teachers.map((teacher) => (
            <TeacherRow
              key={teacher._id}
              teacher={teacher}
              admin={admin}
              draft={draft?._id === teacher._id ? draft : null}
              errors={draft?._id === teacher._id ? fieldErrors : {}}
              saving={saving}
              onEdit={() => editRow(toDraft(teacher))}
              onChange={setDraft}
              onCancel={() => editRow(null)}
              onSave={() => onSave(teacher.teacherId)}
              onDelete={() => onDelete(teacher)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
