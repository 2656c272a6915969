import { type Teacher, teacherListQuerySchema, teacherListView } from '@pragati/domain';
import { useEffect, useState } from 'react';
import { useTranslations } from 'use-intl';
import { ListPager, pageOf } from '../../../components/list-pager';
import { PageLayout } from '../../../components/page-layout';
import { PageStatus } from '../../../components/page-status';
import { translate } from '../../../i18n/locale-state';
import { useListParams } from '../../../lib/list-params';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { type TeacherListRole, useTeachers } from '../api/view-teachers';
import { DeleteTeacherModal } from './delete-teacher-modal';
import { TeacherListTable } from './teacher-list-table';
import { TeacherListToolbar } from './teacher-list-toolbar';
import classes from './teachers.module.css';
import { usePrintAll } from './use-print-all';
import { useTeacherEdits } from './use-teacher-edits';
import { useGroupName } from '../../../lib/programme-groups';

// For the log only (the screen says it in the user's language).
const FETCH_ERROR = 'Error fetching teacher details.';
const QUERY_SHAPE = teacherListQuerySchema.shape;

/**
 * Spec: Teacher list (admin: Edit/Save and Delete; principal: read-only). Print and Back. Issue 14
 * part 2: search, sort, page and page size in the URL; classes by their names; export.
 */
export function TeacherListPage({ role }: { role: TeacherListRole }) {
  const session = readSession();
  const t = useTranslations('teacherAccounts');
  const common = useTranslations('common');
  const groupName = useGroupName();
  const admin = role === 'admin';
  const teachers = useTeachers(role);
  const { view, update: setView, restoring } = useListParams(`teachers.${role}`, QUERY_SHAPE);
  const { query } = view;
  const printAll = usePrintAll();
  const rows = teacherListView(teachers.data ?? [], query, groupName);
  const shown = pageOf(rows, view.page, view.size);

  const edits = useTeacherEdits();
  const [toDelete, setToDelete] = useState<Teacher | null>(null);

  // Spec section 8: a failed fetch is only logged for the admin, a toast for the principal.
  const failed = teachers.isError;
  useEffect(() => {
    if (!failed) return;
    if (admin) console.error(FETCH_ERROR);
    else toast.error(translate()('teacherAccounts.fetchError'), { id: 'teacher-list' });
  }, [failed, admin]);

  let body;
  if (teachers.isPending || restoring) body = <PageStatus />;
  else if (teachers.isError)
    body = <p className={classes.error}>{common('errorText', { message: t('fetchError') })}</p>;
  else if (teachers.data.length === 0) body = <PageStatus>{t('none')}</PageStatus>;
  else
    body = (
      <>
        <TeacherListToolbar role={role} q={query.q ?? ''} onSearch={(q) => setView({ q })} />
        <TeacherListTable
          teachers={(printAll ? rows : shown.rows).map(({ teacher }) => teacher)}
          caption={
            rows.length === teachers.data.length
              ? t('caption', { count: rows.length })
              : t('captionMatch', { shown: rows.length, total: teachers.data.length })
          }
          query={query}
          onSort={(sort, dir) => setView({ sort, dir })}
          admin={admin}
          edits={edits}
          onDelete={setToDelete}
        />
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
      title={t('title')}
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
