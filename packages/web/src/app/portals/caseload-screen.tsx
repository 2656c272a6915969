import { CaseloadPage } from '../../features/specialists/components/caseload-page';
import { useStudentList } from '../../features/student-records/api/student-list';
import { paths } from '../../lib/paths';

/** The admin's caseloads: the active students from the student list (issue 31 part 2). */
export function AdminCaseloadScreen() {
  const list = useStudentList('admin');
  const students = (list.data ?? [])
    .filter((s) => s.status === 'active')
    .map((s) => ({ regNo: s.regNo, name: s.name, classId: s.classId }));
  return <CaseloadPage students={students} linkOf={paths.admin.studentHistory} />;
}
