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
import { useTranslations } from 'use-intl';
import { ListPager, pageOf } from '../../../components/list-pager';
import { PageLayout } from '../../../components/page-layout';
import { PageStatus } from '../../../components/page-status';
import { ariaSort, SortButton } from '../../../components/sort-button';
import { useMsg } from '../../../i18n/i18n-provider';
import { translate } from '../../../i18n/locale-state';
import { useListParams } from '../../../lib/list-params';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useExportTeacherList } from '../api/export-teachers';
import { type TeacherEdit, useUpdateTeacher } from '../api/update-teacher';
import { type TeacherListRole, useTeachers } from '../api/view-teachers';
import { DeleteTeacherModal } from './delete-teacher-modal';
import {
  localTeacherErrors,
  serverTeacherErrors,
  type TeacherFieldErrors,
} from './teacher-field-errors';
import { TeacherRow } from './teacher-row';
import classes from './teachers.module.css';
import { useEnabledClassCodes, useGroupName } from '../../../lib/programme-groups';

// For the log only (the screen says it in the user's language).
const FETCH_ERROR = 'Error fetching teacher details.';
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
  const t = useTranslations('teacherAccounts');
  const common = useTranslations('common');
  const m = useMsg();
  const groupName = useGroupName();
  const admin = role === 'admin';
  const teachers = useTeachers(role);
  const [search] = useSearchParams();
  const { view, update: setView, restoring } = useListParams(`teachers.${role}`, QUERY_SHAPE);
  const { query } = view;
  const exporter = useExportTeacherList(role);
  const [printAll, setPrintAll] = useState(false);
  const rows = teacherListView(teachers.data ?? [], query, groupName);
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
  const classCodes = useEnabledClassCodes();
  const [draft, setDraft] = useState<TeacherEdit | null>(null);
  const [toDelete, setToDelete] = useState<Teacher | null>(null);

  // Spec section 8: a failed fetch is only logged for the admin, a toast for the principal.
  const failed = teachers.isError;
  useEffect(() => {
    if (!failed) return;
    if (admin) console.error(FETCH_ERROR);
    else toast.error(translate()('teacherAccounts.fetchError'), { id: 'teacher-list' });
  }, [failed, admin]);

  // Issue 26 item 17: a refused edit says why on the row's fields, not only in a toast; the
  // errors stay until the next Save or Cancel (a new object only then: the row focuses on it).
  const [fieldErrors, setFieldErrors] = useState<TeacherFieldErrors>({});
  const editRow = (next: TeacherEdit | null) => {
    setDraft(next);
    setFieldErrors({});
  };
  const onSave = (teacherId: string) => {
    if (!draft) return;
    const local = localTeacherErrors(draft, teacherId, classCodes);
    const messages = Object.values(local).flat().map(m);
    if (messages.length > 0) {
      setFieldErrors(Object.fromEntries(Object.entries(local).map(([k, v]) => [k, v.map(m)])));
      toast.error(messages.join(' '));
      return;
    }
    update.mutate(draft, {
      onSuccess: (saved) => {
        editRow(null);
        toast.success(t('updated', { id: saved.teacherId }));
      },
      onError: (error) => {
        setFieldErrors(serverTeacherErrors(error, draft) ?? {});
        toast.error(error.message);
      },
    });
  };

  let body;
  if (teachers.isPending || restoring) body = <PageStatus />;
  else if (teachers.isError)
    body = <p className={classes.error}>{common('errorText', { message: t('fetchError') })}</p>;
  else if (teachers.data.length === 0) body = <PageStatus>{t('none')}</PageStatus>;
  else
    body = (
      <>
        <Group className="no-print" align="end" gap="sm" mb="sm">
          <TextInput
            label={t('search')}
            description={t('searchHint')}
            value={query.q ?? ''}
            onChange={(event) => setView({ q: event.currentTarget.value })}
          />
          <Button
            variant="default"
            loading={exporter.isPending}
            onClick={() =>
              exporter.mutate(search, {
                onError: (error) => toast.error(error.message || t('exportError')),
              })
            }
          >
            {common('exportXlsx')}
          </Button>
        </Group>
        <div className={classes.tableWrap}>
          <Table withTableBorder striped className={classes.table}>
            <Table.Caption className={classes.caption}>
              {rows.length === teachers.data.length
                ? t('caption', { count: rows.length })
                : t('captionMatch', { shown: rows.length, total: teachers.data.length })}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {TEACHER_LIST_COLUMNS.map(({ key }) => (
                  <Table.Th
                    key={key}
                    scope="col"
                    aria-sort={ariaSort(query.sort === key, query.dir)}
                  >
                    <SortButton
                      label={t(`columns.${key}`)}
                      sorted={query.sort === key}
                      dir={query.dir}
                      onSort={(dir) => setView({ sort: key, dir })}
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
              {(printAll ? rows : shown.rows).map(({ teacher }) => (
                <TeacherRow
                  key={teacher._id}
                  teacher={teacher}
                  admin={admin}
                  draft={draft?._id === teacher._id ? draft : null}
                  errors={draft?._id === teacher._id ? fieldErrors : {}}
                  saving={update.isPending}
                  onEdit={() => editRow(toDraft(teacher))}
                  onChange={setDraft}
                  onCancel={() => editRow(null)}
                  onSave={() => onSave(teacher.teacherId)}
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
