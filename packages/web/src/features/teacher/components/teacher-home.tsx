import { Button, Table, TextInput } from '@mantine/core';
import {
  groupTeacherHomeRows,
  PAGE_SIZES,
  PROGRESS_MESSAGES,
  teacherHomeQuerySchema,
  teacherHomeRows,
} from '@pragati/domain';
import { useNavigate } from 'react-router';
import { ListPager, pageOf } from '../../../components/list-pager';
import { PageLayout, PageStatus } from '../../../components/page-layout';
import { useListParams } from '../../../lib/list-params';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { useStudents } from '../api/get-students';
import { useTeacher } from '../api/get-teacher';
import { storeStudent } from '../flow-storage';
import classes from '../teacher.module.css';
import { LoadFailure } from './notice';

const QUERY_SHAPE = teacherHomeQuerySchema.shape;
/** Below the smallest page size one page holds everything: no pager to read past. */
const PAGED_FROM = PAGE_SIZES[0];

/** /teacher: the teacher's students grouped by class, each with Eval and Hist; search, pages. */
export function TeacherHome() {
  const userId = readSession()?.userId ?? '';
  const navigate = useNavigate();
  const teacher = useTeacher(userId);
  const students = useStudents(userId);
  const { view, update } = useListParams('teacher.home', QUERY_SHAPE);
  const search = view.query.q ?? '';

  function open(student: { regNo: string; name: string }, to: string) {
    storeStudent(student);
    void navigate(to);
  }

  let body;
  if (students.isPending) body = <PageStatus />;
  else if (students.isError) {
    body = (
      <LoadFailure
        title="Your students could not be loaded"
        error={students.error}
        onRetry={() => void students.refetch()}
      />
    );
  } else if (students.data.data.length === 0) {
    body = <p>{PROGRESS_MESSAGES.noStudents}</p>;
  } else {
    const rows = teacherHomeRows(students.data.data, view.query);
    const shown = pageOf(rows, view.page, view.size);
    body = (
      <>
        <TextInput
          type="search"
          label="Search students"
          description="By name or registration number"
          className={classes.search}
          value={search}
          maxLength={100}
          onChange={(event) => update({ q: event.currentTarget.value })}
        />
        <p role="status" className={classes.progressLine}>
          {search.trim()
            ? `${rows.length} of ${students.data.data.reduce((n, g) => n + g.students.length, 0)} students match.`
            : `${rows.length} students.`}
        </p>
        {groupTeacherHomeRows(shown.rows).map((group) => (
          <section
            key={group.classId}
            className={classes.classBlock}
            aria-labelledby={`class-${group.classId}`}
          >
            <h2 id={`class-${group.classId}`} className={classes.sectionTitle}>
              {group.className}
            </h2>
            <Table
              striped
              withTableBorder
              className={classes.studentTable}
              aria-labelledby={`class-${group.classId}`}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Reg. No.</Table.Th>
                  <Table.Th scope="col">Name</Table.Th>
                  <Table.Th scope="col">Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.students.map((student) => (
                  <Table.Tr key={student._id}>
                    <Table.Td className={classes.regNoCell}>{student.regNo}</Table.Td>
                    <Table.Th scope="row" fw={400}>
                      {student.name}
                    </Table.Th>
                    <Table.Td>
                      <div className={classes.rowActions}>
                        <Button
                          size="xs"
                          aria-label={`Eval ${student.name} (${student.regNo})`}
                          onClick={() => open(student, paths.teacher.term)}
                        >
                          Eval
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Hist ${student.name} (${student.regNo})`}
                          onClick={() => open(student, paths.teacher.hist)}
                        >
                          Hist
                        </Button>
                      </div>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </section>
        ))}
        {rows.length > PAGED_FROM && (
          <ListPager
            page={shown.page}
            pages={shown.pages}
            size={view.size}
            onPage={(page) => update({ page })}
            onSize={(size) => update({ size })}
          />
        )}
      </>
    );
  }

  return (
    <PageLayout title="Teacher Home" userId={userId}>
      <p className={classes.subheading}>
        Welcome{teacher.data ? `, ${teacher.data.data.teacherName}` : ''}
      </p>
      {body}
    </PageLayout>
  );
}
