import { Button, Group, NativeSelect, Table, Title } from '@mantine/core';
import {
  STUDENT_LIST_COLUMNS,
  STUDENT_MESSAGES,
  STUDENT_STATUS_FILTER_LABELS,
  STUDENT_STATUS_FILTERS,
  STUDENT_TEXT_FILTERS,
  type StudentListColumn,
  studentListColumnLabel,
  studentListQuerySchema,
  type StudentTextFilter,
  studentListView,
  TEACHER_NOT_ASSIGNED,
} from '@pragati/domain';
import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslations } from 'use-intl';
import { ListPager, pageOf } from '../../../components/list-pager';
import { PageLayout } from '../../../components/page-layout';
import { useMsg } from '../../../i18n/i18n-provider';
import { ariaSort, SortButton } from '../../../components/sort-button';
import { rememberListReturn, useListParams } from '../../../lib/list-params';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useGroupName } from '../../../lib/programme-groups';
import { useClassTeachers } from '../api/class-teacher';
import { useExportStudentList } from '../api/export-students';
import { type ListRole, useStudentList } from '../api/student-list';
import { CLASS_PRINT_BODY_CLASS, ClassPrint } from './class-print';
import { ColumnFilterHeader } from './column-filter-header';
import { ConsentPendingBadge } from './consent-section';
import { rememberStudent } from './flow-storage';
import classes from './students.module.css';

// Logged in English (logs are read by the developers, not translated).
const TEACHER_ERROR = 'Error fetching teacher details.';
const QUERY_SHAPE = studentListQuerySchema.shape;
const isTextFilter = (key: StudentListColumn): key is StudentTextFilter =>
  (STUDENT_TEXT_FILTERS as readonly string[]).includes(key);

/**
 * Spec: Student lists (admin and principal), with issue 14 part 2: the view (filters, status,
 * sort, page, page size) lives in the URL, so Back and reload return to it; readable headings and
 * class names; a completed or left student reads as such; export and a class-wise print.
 */
export function StudentListPage({ role }: { role: ListRole }) {
  const t = useTranslations('studentRecords.list');
  const m = useMsg();
  const groupName = useGroupName();
  const session = readSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const list = useStudentList(role);
  const listName = `students.${role}`;
  const { view, update, reset, restoring } = useListParams(listName, QUERY_SHAPE);
  const { query } = view;
  const exporter = useExportStudentList(role);
  const [openColumn, setOpenColumn] = useState<StudentTextFilter | null>(null);
  const [printAll, setPrintAll] = useState(false);
  const [printByClass, setPrintByClass] = useState(false);

  const activeClassIds = useMemo(
    () =>
      [
        ...new Set((list.data ?? []).filter((s) => s.status === 'active').map((s) => s.classId)),
      ].sort(),
    [list.data],
  );
  const teachers = useClassTeachers(role, activeClassIds);
  const teacherOf = (classId: string) => teachers.get(classId)?.teacher;
  const rows = studentListView(list.data ?? [], query, teacherOf, groupName);
  const shown = pageOf(rows, view.page, view.size);
  const visible = printAll ? rows : shown.rows;

  // Spec section 8: a teacher lookup failure is only logged for the admin, a toast for the principal.
  const teacherFailed = [...teachers.values()].some((t) => t.error);
  useEffect(() => {
    if (!teacherFailed) return;
    if (role === 'principal') toast.error(t('teacherError'), { id: 'teacher-lookup' });
    else console.error(TEACHER_ERROR);
  }, [teacherFailed, role, t]);

  // A print holds every matching row, not just the page on screen.
  useEffect(() => {
    const before = () => flushSync(() => setPrintAll(true));
    const after = () => {
      setPrintAll(false);
      setPrintByClass(false);
      document.body.classList.remove(CLASS_PRINT_BODY_CLASS);
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      document.body.classList.remove(CLASS_PRINT_BODY_CLASS);
    };
  }, []);

  const printClasses = () => {
    flushSync(() => setPrintByClass(true));
    document.body.classList.add(CLASS_PRINT_BODY_CLASS);
    window.print();
  };

  const onExport = () =>
    exporter.mutate(search, { onError: (error) => toast.error(error.message || t('exportError')) });

  const rolePaths = role === 'admin' ? paths.admin : paths.principal;
  const teacherCell = (row: (typeof rows)[number]) => {
    if (row.status !== 'active') return m(row.cells.teacher);
    const lookup = teachers.get(row.item.classId);
    if (!lookup || (lookup.teacher === undefined && !lookup.error)) return t('loading');
    if (lookup.teacher === TEACHER_NOT_ASSIGNED) return t('notAssigned');
    return lookup.teacher ?? t('unavailable');
  };
  const statusCell = (row: (typeof rows)[number], key: 'class' | 'year' | 'term') =>
    row.status === 'active' ? row.cells[key] : m(row.cells[key]);
  const sortProps = (key: StudentListColumn) => ({
    sorted: query.sort === key,
    dir: query.dir,
    onSort: (dir: 'asc' | 'desc') => update({ sort: key, dir }),
  });
  const filtered =
    query.status !== 'active' || STUDENT_TEXT_FILTERS.some((key) => query[key]?.trim());

  let body;
  if (list.isPending || restoring) {
    body =
      role === 'admin' ? (
        <div role="status">
          <Title order={2} className={classes.status}>
            {t('loading')}
          </Title>
        </div>
      ) : (
        <p role="status">{t('loading')}</p>
      );
  } else if (list.isError) {
    body = (
      <p role="alert" className={classes.error}>
        {m(STUDENT_MESSAGES.listError)}
      </p>
    );
  } else {
    const all = list.data.length;
    body = (
      <>
        <Group className={`${classes.controls} no-print`} align="end" gap="sm">
          <NativeSelect
            label={t('status')}
            value={query.status}
            data={STUDENT_STATUS_FILTERS.map((value) => ({
              value,
              label: m(STUDENT_STATUS_FILTER_LABELS[value]),
            }))}
            onChange={(event) =>
              update({ status: event.currentTarget.value as typeof query.status })
            }
          />
          {filtered && (
            <Button variant="default" onClick={reset}>
              {t('clearFilters')}
            </Button>
          )}
          <Button variant="default" onClick={onExport} loading={exporter.isPending}>
            {t('export')}
          </Button>
          <Button variant="default" onClick={printClasses} disabled={rows.length === 0}>
            {t('printByClass')}
          </Button>
        </Group>
        <p role="status" className={classes.summary}>
          {rows.length === 0
            ? t('noMatch')
            : t(filtered ? 'summaryFiltered' : 'summary', {
                from: printAll ? 1 : shown.start + 1,
                to: printAll ? rows.length : shown.start + shown.rows.length,
                total: rows.length,
                all,
              })}
        </p>
        {/* Focusable: on a phone the keyboard scrolls it sideways (its scrollbar is in view). */}
        <div className={classes.listScroll} tabIndex={0} role="region" aria-label={t('caption')}>
          <Table striped withTableBorder className={`${classes.table} ${classes.listTable}`}>
            <Table.Caption className={classes.caption}>{t('caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {STUDENT_LIST_COLUMNS.map(({ key, label }) =>
                  isTextFilter(key) ? (
                    <ColumnFilterHeader
                      key={key}
                      column={key}
                      label={m(label)}
                      value={query[key] ?? ''}
                      open={openColumn === key}
                      {...sortProps(key)}
                      onToggle={() => setOpenColumn((c) => (c === key ? null : key))}
                      onClose={() => setOpenColumn(null)}
                      onChange={(value) => update({ [key]: value } as Partial<typeof query>)}
                    />
                  ) : (
                    <Table.Th
                      key={key}
                      scope="col"
                      className={classes.filterTh}
                      aria-sort={ariaSort(query.sort === key, query.dir)}
                    >
                      <SortButton label={m(studentListColumnLabel(key))} {...sortProps(key)} />
                    </Table.Th>
                  ),
                )}
                <Table.Th scope="col" className="no-print">
                  {t('actions')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {visible.map((row) => (
                <Table.Tr key={row.item._id}>
                  <Table.Td>{row.cells.regNo}</Table.Td>
                  <Table.Td>
                    {row.cells.name}
                    {row.item.consent === 'pending' && (
                      <>
                        {' '}
                        <ConsentPendingBadge />
                      </>
                    )}
                  </Table.Td>
                  {/* A student who is not active reads as their status there (a domain label). */}
                  <Table.Td>{statusCell(row, 'class')}</Table.Td>
                  <Table.Td>{statusCell(row, 'year')}</Table.Td>
                  <Table.Td>{statusCell(row, 'term')}</Table.Td>
                  <Table.Td>{m(row.cells.status)}</Table.Td>
                  <Table.Td>{teacherCell(row)}</Table.Td>
                  <Table.Td className={`${classes.actionsCell} no-print`}>
                    <div className={classes.rowActions}>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('showHistoryOf', { regNo: row.item.regNo })}
                        onClick={() => {
                          rememberStudent('studentId', row.item.regNo);
                          rememberListReturn(listName);
                          void navigate(rolePaths.studentHistory(row.item.regNo));
                        }}
                      >
                        {t('showHistory')}
                      </Button>
                      <Button
                        size="xs"
                        aria-label={t('showDetailsOf', { regNo: row.item.regNo })}
                        onClick={() => {
                          rememberStudent('regNo', row.item.regNo);
                          rememberListReturn(listName);
                          void navigate(rolePaths.studentDetails(row.item.regNo));
                        }}
                      >
                        {t('showDetails')}
                      </Button>
                    </div>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
        <ListPager
          page={shown.page}
          pages={shown.pages}
          size={view.size}
          onPage={(page) => update({ page })}
          onSize={(size) => update({ size })}
        />
        {printByClass && <ClassPrint rows={rows} />}
      </>
    );
  }

  return (
    <PageLayout
      title={t('title')}
      userId={session?.userId}
      backTo={role === 'admin' ? paths.admin.home : paths.principal.home}
      printable={role === 'principal'}
    >
      {body}
    </PageLayout>
  );
}

export const AdminStudentListPage = () => <StudentListPage role="admin" />;
export const PrincipalStudentListPage = () => <StudentListPage role="principal" />;
