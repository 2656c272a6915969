import { Table } from '@mantine/core';
import type { Teacher } from '@pragati/domain';
import { useEffect, useState } from 'react';
import { PageLayout, PageStatus } from '../../../components/page-layout';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { type TeacherEdit, useUpdateTeacher } from '../api/update-teacher';
import { type TeacherListRole, useTeachers } from '../api/view-teachers';
import { DeleteTeacherModal } from './delete-teacher-modal';
import { TeacherRow } from './teacher-row';
import classes from './teachers.module.css';

const FETCH_ERROR = 'Error fetching teacher details.';

const toDraft = (teacher: Teacher): TeacherEdit => ({
  ...teacher,
  classId: teacher.classId.join(', '),
});

/** Spec: Teacher list (admin: Edit/Save and Delete; principal: read-only). Print and Back. */
export function TeacherListPage({ role }: { role: TeacherListRole }) {
  const session = readSession();
  const admin = role === 'admin';
  const teachers = useTeachers(role);
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
  if (teachers.isPending) body = <PageStatus />;
  else if (teachers.isError) body = <p className={classes.error}>Error: {FETCH_ERROR}</p>;
  else if (teachers.data.length === 0) body = <PageStatus>No teachers registered yet.</PageStatus>;
  else
    body = (
      <div className={classes.tableWrap}>
        <Table withTableBorder striped className={classes.table}>
          <Table.Caption className={classes.caption}>
            {teachers.data.length} {teachers.data.length === 1 ? 'teacher' : 'teachers'}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">ID</Table.Th>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col">Email</Table.Th>
              <Table.Th scope="col">Mobile</Table.Th>
              <Table.Th scope="col">Class ID</Table.Th>
              {admin && (
                <Table.Th scope="col" className="no-print">
                  Actions
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {teachers.data.map((teacher) => (
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
