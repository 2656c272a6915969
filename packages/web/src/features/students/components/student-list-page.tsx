import { Button, Group, Table, Text, Title } from '@mantine/core';
import { STUDENT_MESSAGES } from '@pragati/domain';
import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useClassTeachers } from '../api/class-teacher';
import { type ListRole, useStudentList } from '../api/student-list';
import { ColumnFilterHeader } from './column-filter-header';
import { rememberStudent } from './flow-storage';
import classes from './students.module.css';
import {
  FILTER_COLUMNS,
  type FilterColumn,
  type Filters,
  filterStudents,
  pageOf,
  sortStudents,
} from './student-filters';

const TEACHER_ERROR = 'Error fetching teacher details.';
const number = new Intl.NumberFormat('en-IN');

/** Spec: Student lists (admin and principal). */
export function StudentListPage({ role }: { role: ListRole }) {
  const session = readSession();
  const navigate = useNavigate();
  const list = useStudentList(role);
  const [filters, setFilters] = useState<Filters>({});
  const [openColumn, setOpenColumn] = useState<FilterColumn | null>(null);
  const [page, setPage] = useState(1);
  const [printAll, setPrintAll] = useState(false);

  const sorted = useMemo(() => sortStudents(list.data ?? []), [list.data]);
  const filtered = useMemo(() => filterStudents(sorted, filters), [sorted, filters]);
  const classIds = useMemo(() => [...new Set(sorted.map((s) => s.classId))].sort(), [sorted]);
  const teachers = useClassTeachers(role, classIds);
  const shown = pageOf(filtered, page);
  const rows = printAll ? filtered : shown.rows;

  // Spec section 8: a teacher lookup failure is only logged for the admin, a toast for the principal.
  const teacherFailed = [...teachers.values()].some((t) => t.error);
  useEffect(() => {
    if (!teacherFailed) return;
    if (role === 'principal') toast.error(TEACHER_ERROR, { id: 'teacher-lookup' });
    else console.error(TEACHER_ERROR);
  }, [teacherFailed, role]);

  // A print holds every matching row, not just the page on screen.
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

  const setFilter = (column: FilterColumn, value: string) => {
    setFilters((f) => ({ ...f, [column]: value }));
    setPage(1);
  };

  const rolePaths = role === 'admin' ? paths.admin : paths.principal;
  const teacherCell = (classId: string) => {
    const lookup = teachers.get(classId);
    if (!lookup || (lookup.teacher === undefined && !lookup.error)) return 'Loading...';
    return lookup.teacher ?? 'Unavailable';
  };

  let body;
  if (list.isPending) {
    body =
      role === 'admin' ? (
        <div role="status">
          <Title order={2} className={classes.status}>
            Loading...
          </Title>
        </div>
      ) : (
        <p role="status">Loading...</p>
      );
  } else if (list.isError) {
    body = (
      <p role="alert" className={classes.error}>
        {STUDENT_MESSAGES.listError}
      </p>
    );
  } else {
    const isFiltered = filtered.length !== sorted.length;
    body = (
      <>
        <p role="status" className={classes.summary}>
          {filtered.length === 0
            ? 'No students match.'
            : `Showing ${number.format(printAll ? 1 : shown.start + 1)}–${number.format(
                printAll ? filtered.length : shown.start + shown.rows.length,
              )} of ${number.format(filtered.length)} ${isFiltered ? 'matching ' : ''}students` +
              (isFiltered ? ` (${number.format(sorted.length)} in all)` : '')}
        </p>
        <div className={classes.tableWrap}>
          <Table striped withTableBorder className={classes.table}>
            <Table.Caption className={classes.caption}>Registered students</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {FILTER_COLUMNS.map((column) => (
                  <ColumnFilterHeader
                    key={column}
                    column={column}
                    value={filters[column] ?? ''}
                    open={openColumn === column}
                    onToggle={() => setOpenColumn((c) => (c === column ? null : column))}
                    onClose={() => setOpenColumn(null)}
                    onChange={(value) => setFilter(column, value)}
                  />
                ))}
                <Table.Th scope="col">Allocated Teacher</Table.Th>
                <Table.Th scope="col" className="no-print">
                  Actions
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((student) => (
                <Table.Tr key={student._id}>
                  <Table.Td>{student.regNo}</Table.Td>
                  <Table.Td>{student.name}</Table.Td>
                  <Table.Td>{student.currYear}</Table.Td>
                  <Table.Td>{student.currTerm}</Table.Td>
                  <Table.Td>{student.classId}</Table.Td>
                  <Table.Td>{teacherCell(student.classId)}</Table.Td>
                  <Table.Td className="no-print">
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Show History of ${student.regNo}`}
                        onClick={() => {
                          rememberStudent('studentId', student.regNo);
                          void navigate(rolePaths.studentHistory(student.regNo));
                        }}
                      >
                        Show History
                      </Button>
                      <Button
                        size="xs"
                        aria-label={`Show Details of ${student.regNo}`}
                        onClick={() => {
                          rememberStudent('regNo', student.regNo);
                          void navigate(rolePaths.studentDetails(student.regNo));
                        }}
                      >
                        Show Details
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
        {shown.pages > 1 && (
          <nav aria-label="Pages" className={`${classes.pager} no-print`}>
            <Button
              variant="default"
              disabled={shown.page <= 1}
              onClick={() => setPage(shown.page - 1)}
            >
              Previous page
            </Button>
            <Text>
              Page {shown.page} of {shown.pages}
            </Text>
            <Button
              variant="default"
              disabled={shown.page >= shown.pages}
              onClick={() => setPage(shown.page + 1)}
            >
              Next page
            </Button>
          </nav>
        )}
      </>
    );
  }

  return (
    <PageLayout
      title="Student Details"
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
