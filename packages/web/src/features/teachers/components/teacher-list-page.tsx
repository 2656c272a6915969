import { Button, Group, Table, TextInput } from '@mantine/core';
import {
  type Teacher,
  TEACHER_LIST_COLUMNS,
  teacherListQuerySchema,
  teacherListView,
} from '@pragati/domain';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import { ListPager, pageOf } from '../../../components/list-pager';
import { PageLayout, PageStatus } from '../../../components/page-layout';
import { ariaSort, SortButton } from '../../../components/sort-button';
import { useListParams } from '../../../lib/list-params';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useExportTeacherList } from '../api/export-teachers';
import { type TeacherEdit, useUpdateTeacher } from '../api/update-teacher';
import { type TeacherListRole, useTeachers } from '../api/view-teachers';
import { DeleteTeacherModal } from './delete-teacher-modal';
import { TeacherRow } from './teacher-row';
import classes from './teachers.module.css';

const FETCH_ERROR = 'Error fetching teacher details.';
const EXPORT_ERROR = 'The export could not be made. Check the connection and try again.';
const QUERY_SHAPE = teacherListQuerySchema.shape;

const toDraft = (teacher: Teacher): TeacherEdit => ({
  ...teacher,
  classId: teacher.classId.join(', '),
});

/**
 * Spec: Teacher list (admin: Edit/Save and Delete; principal: read-only). Print and Back. Issue 14
 * part 2: search, sort, page and page size in the URL; classes by their names; export.
 */
export function TeacherListPage({ role }: { role: TeacherListRole }) {
  const session = readSession();
  const admin = role === 'admin';
  const teachers = useTeachers(role);
  const [search] = useSearchParams();
  const { view, update: setView, restoring } = useListParams(`teachers.${role}`, QUERY_SHAPE);
  const { query } = view;
  const exporter = useExportTeacherList(role);
  const [printAll, setPrintAll] = useState(false);
  const rows = teacherListView(teachers.data ?? [], query);
  const shown = pageOf(rows, view.page, view.size);

  // A print holds every matching teacher, not just the page on screen.
  useEffect(() => {
    const before = () => flushSync(() => setPrintAll(true));
    const after = () => setPrintAll(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  const update = useUpdateTeacher();
  const [draft, setDraft] = useState<TeacherEdit | null>(null);
  const [toDelete, setToDelete] = useState<Teacher | null>(null);

  // Spec section 8: a failed fetch is only logged for the admin, a toast for the principal.
  const failed = teachers.isError;
  useEffect(() => {
    if (!failed) return;
    if (admin) console.error(FETCH_ERROR);
    else toast.error(FETCH_ERROR, { id: 'teacher-list' });
  }, [failed, admin]);

  const onSave = () => {
    if (!draft) return;
    update.mutate(draft, {
      onSuccess: (saved) => {
        setDraft(null);
        toast.success(`Teacher ${saved.teacherId} updated.`);
      },
      onError: (error) => toast.error(error.message),
    });
  };

  let body;
  if (teachers.isPending || restoring) body = <PageStatus />;
  else if (teachers.isError) body = <p className={classes.error}>Error: {FETCH_ERROR}</p>;
  else if (teachers.data.length === 0) body = <PageStatus>No teachers registered yet.</PageStatus>;
  else
    body = (
      <>
        <Group className="no-print" align="end" gap="sm" mb="sm">
          <TextInput
            label="Search teachers"
            description="ID, name, email, mobile or class"
            value={query.q ?? ''}
            onChange={(event) => setView({ q: event.currentTarget.value })}
          />
          <Button
            variant="default"
            loading={exporter.isPending}
            onClick={() =>
              exporter.mutate(search, {
                onError: (error) => toast.error(error.message || EXPORT_ERROR),
              })
            }
          >
            Export (.xlsx)
          </Button>
        </Group>
        <div className={classes.tableWrap}>
          <Table withTableBorder striped className={classes.table}>
            <Table.Caption className={classes.caption}>
              {rows.length === teachers.data.length
                ? `${rows.length} ${rows.length === 1 ? 'teacher' : 'teachers'}`
                : `${rows.length} of ${teachers.data.length} teachers match`}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {TEACHER_LIST_COLUMNS.map(({ key, label }) => (
                  <Table.Th
                    key={key}
                    scope="col"
                    aria-sort={ariaSort(query.sort === key, query.dir)}
                  >
                    <SortButton
                      label={label}
                      sorted={query.sort === key}
                      dir={query.dir}
                      onSort={(dir) => setView({ sort: key, dir })}
                    />
                  </Table.Th>
                ))}
                {admin && (
                  <Table.Th scope="col" className="no-print">
                    Actions
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(printAll ? rows : shown.rows).map(({ teacher }) => (
                <TeacherRow
                  key={teacher._id}
                  teacher={teacher}
                  admin={admin}
                  draft={draft?._id === teacher._id ? draft : null}
                  saving={update.isPending}
                  onEdit={() => setDraft(toDraft(teacher))}
                  onChange={setDraft}
                  onCancel={() => setDraft(null)}
                  onSave={onSave}
                  onDelete={() => setToDelete(teacher)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </div>
        {rows.length > 0 && (
          <ListPager
            page={shown.page}
            pages={shown.pages}
            size={view.size}
            onPage={(page) => setView({ page })}
            onSize={(size) => setView({ size })}
          />
        )}
      </>
    );

  return (
    <PageLayout
      title="Teacher Details"
      userId={session?.userId}
      printable
      backTo={admin ? paths.admin.home : paths.principal.home}
    >
      {body}
      {admin && <DeleteTeacherModal teacher={toDelete} onClose={() => setToDelete(null)} />}
    </PageLayout>
  );
}

export function AdminTeacherListPage() {
  return <TeacherListPage role="admin" />;
}

export function PrincipalTeacherListPage() {
  return <TeacherListPage role="principal" />;
}
