import { Button, Table } from '@mantine/core';
import { PROGRESS_MESSAGES } from '@pragati/domain';
import { useNavigate } from 'react-router';
import { PageLayout, PageStatus } from '../../../components/page-layout';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { useStudents } from '../api/get-students';
import { useTeacher } from '../api/get-teacher';
import { storeStudent } from '../flow-storage';
import classes from '../teacher.module.css';
import { Notice } from './notice';

/** /teacher: the teacher's students grouped by class, each with Eval and Hist. */
export function TeacherHome() {
  const userId = readSession()?.userId ?? '';
  const navigate = useNavigate();
  const teacher = useTeacher(userId);
  const students = useStudents(userId);

  function open(student: { regNo: string; name: string }, to: string) {
    storeStudent(student);
    void navigate(to);
  }

  let body;
  if (students.isPending) body = <PageStatus />;
  else if (students.isError) {
    body = (
      <Notice color="red" title="Your students could not be loaded" role="alert">
        {students.error.message}
      </Notice>
    );
  } else if (students.data.data.length === 0) {
    body = <p>{PROGRESS_MESSAGES.noStudents}</p>;
  } else {
    body = students.data.data.map((group) => (
      <section
        key={group.classId}
        className={classes.classBlock}
        aria-labelledby={`class-${group.classId}`}
      >
        <h2 id={`class-${group.classId}`} className={classes.sectionTitle}>
          {group.className}
        </h2>
        <Table striped withTableBorder aria-labelledby={`class-${group.classId}`}>
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
                <Table.Td>{student.regNo}</Table.Td>
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
    ));
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
