import { Button, Table, TextInput } from '@mantine/core';
import {
  groupTeacherHomeRows,
  PAGE_SIZES,
  PROGRESS_MESSAGES,
  teacherHomeQuerySchema,
  teacherHomeRows,
} from '@pragati/domain';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslations } from 'use-intl';
import { ListPager, pageOf } from '../../../components/list-pager';
import { PageLayout } from '../../../components/page-layout';
import { PageStatus } from '../../../components/page-status';
import { useMsg } from '../../../i18n/i18n-provider';
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

/**
 * /teacher: the teacher's students grouped by class, each with Eval and Hist; search, pages.
 * `actions`: links the app puts above the list (today's register, issue 31).
 */
export function TeacherHome({ actions }: { actions?: ReactNode } = {}) {
  const userId = readSession()?.userId ?? '';
  const navigate = useNavigate();
  const teacher = useTeacher(userId);
  const students = useStudents(userId);
  const { view, update } = useListParams('teacher.home', QUERY_SHAPE);
  const search = view.query.q ?? '';
  const t = useTranslations('assessment.home');
  const m = useMsg();

  function open(student: { regNo: string; name: string }, to: string) {
    storeStudent(student);
    void navigate(to);
  }

  let body;
  if (students.isPending) body = <PageStatus />;
  else if (students.isError) {
    body = (
      <LoadFailure
        title={t('loadError')}
        error={students.error}
        onRetry={() => void students.refetch()}
      />
    );
  } else if (students.data.data.length === 0) {
    body = <p>{m(PROGRESS_MESSAGES.noStudents)}</p>;
  } else {
    const rows = teacherHomeRows(students.data.data, view.query);
    const shown = pageOf(rows, view.page, view.size);
    body = (
      <>
        <TextInput
          type="search"
          label={t('search')}
          description={t('searchHint')}
          className={classes.search}
          value={search}
          maxLength={100}
          onChange={(event) => update({ q: event.currentTarget.value })}
        />
        <p role="status" className={classes.progressLine}>
          {search.trim()
            ? t('matches', {
                shown: rows.length,
                total: students.data.data.reduce((n, g) => n + g.students.length, 0),
              })
            : t('count', { count: rows.length })}
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
                  <Table.Th scope="col">{t('regNo')}</Table.Th>
                  <Table.Th scope="col">{t('name')}</Table.Th>
                  <Table.Th scope="col">{t('actions')}</Table.Th>
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
                          aria-label={t('evalLabel', { name: student.name, regNo: student.regNo })}
                          onClick={() => open(student, paths.teacher.term)}
                        >
                          {t('eval')}
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={t('histLabel', { name: student.name, regNo: student.regNo })}
                          onClick={() => open(student, paths.teacher.hist)}
                        >
                          {t('hist')}
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
    <PageLayout title={t('title')} userId={userId}>
      <p className={classes.subheading}>
        {teacher.data ? t('welcomeName', { name: teacher.data.data.teacherName }) : t('welcome')}
      </p>
      {actions}
      {body}
    </PageLayout>
  );
}
