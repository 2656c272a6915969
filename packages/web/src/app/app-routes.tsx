import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { LoginPage } from '../features/auth/components/login-page';
import { paths } from '../lib/paths';
import { RootLayout } from './root-layout';
import { Guard } from './route-guards';

/** React.lazy for a named export: each portal becomes its own chunk, loaded on first visit. */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const FirstLoginPage = lazyNamed(
  () => import('../features/auth/components/first-login-page'),
  'FirstLoginPage',
);
const ChangePasswordPage = lazyNamed(
  () => import('../features/auth/components/change-password-page'),
  'ChangePasswordPage',
);
const AdminHome = lazyNamed(() => import('../features/admin/components/admin-home'), 'AdminHome');
const QuestionBankPage = lazyNamed(
  () => import('../features/question-bank/components/question-bank-page'),
  'QuestionBankPage',
);
const PrincipalHome = lazyNamed(
  () => import('../features/principal/components/principal-home'),
  'PrincipalHome',
);
const TeacherHome = lazyNamed(
  () => import('../features/teacher/components/teacher-home'),
  'TeacherHome',
);
const TermsPage = lazyNamed(() => import('../features/teacher/components/terms-page'), 'TermsPage');
const TermEntryPage = lazyNamed(
  () => import('../features/teacher/components/term-entry-page'),
  'TermEntryPage',
);
const EvalHubPage = lazyNamed(
  () => import('../features/teacher/components/eval-hub-page'),
  'EvalHubPage',
);
const ChecklistPage = lazyNamed(
  () => import('../features/teacher/checklist/checklist-page'),
  'ChecklistPage',
);
const HistoryPage = lazyNamed(
  () => import('../features/history/components/history-page'),
  'HistoryPage',
);
const PendingTeachersPage = lazyNamed(
  () => import('../features/admin/components/pending-teachers-page'),
  'PendingTeachersPage',
);
const teacherList = () => import('../features/teachers/components/teacher-list-page');
const AdminTeacherListPage = lazyNamed(teacherList, 'AdminTeacherListPage');
const PrincipalTeacherListPage = lazyNamed(teacherList, 'PrincipalTeacherListPage');
const studentScreens = () => import('../features/students/components/screens');
const AdminStudentListPage = lazyNamed(studentScreens, 'AdminStudentListPage');
const PrincipalStudentListPage = lazyNamed(studentScreens, 'PrincipalStudentListPage');
const AdminStudentDetailsPage = lazyNamed(studentScreens, 'AdminStudentDetailsPage');
const PrincipalStudentDetailsPage = lazyNamed(studentScreens, 'PrincipalStudentDetailsPage');
const OwnStudentDetailsPage = lazyNamed(studentScreens, 'OwnStudentDetailsPage');
const RegistrationPage = lazyNamed(studentScreens, 'RegistrationPage');
const EditStudentPage = lazyNamed(studentScreens, 'EditStudentPage');
const StudentHome = lazyNamed(
  () => import('../features/student/components/student-home'),
  'StudentHome',
);

const signedIn = { kind: 'session' } as const;

/**
 * Spec section 6: every route below `/` needs a session, and each portal's whole subtree its
 * role, so even an address that does not exist (yet) is refused before "Page not found".
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<Guard requirement={{ kind: 'public-login' }} />}>
          <Route index element={<LoginPage />} />
        </Route>
        <Route element={<Guard requirement={{ kind: 'first-login' }} />}>
          <Route path={paths.firstLogin} element={<FirstLoginPage />} />
        </Route>
        <Route
          path={paths.admin.home}
          element={<Guard requirement={{ ...signedIn, role: 'admin' }} />}
        >
          <Route index element={<AdminHome />} />
          <Route path={paths.admin.addStudents} element={<RegistrationPage />} />
          <Route path={paths.admin.viewStudents} element={<AdminStudentListPage />} />
          <Route path={paths.admin.studentDetailsPattern} element={<AdminStudentDetailsPage />} />
          <Route path={paths.admin.editStudentPattern} element={<EditStudentPage />} />
          <Route path={paths.admin.viewTeachers} element={<AdminTeacherListPage />} />
          <Route path={paths.admin.editTeachers} element={<PendingTeachersPage />} />
          <Route path={paths.admin.studentHistoryPattern} element={<HistoryPage />} />
          <Route path={paths.admin.questions} element={<QuestionBankPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route
          path={paths.principal.home}
          element={<Guard requirement={{ ...signedIn, role: 'principal' }} />}
        >
          <Route index element={<PrincipalHome />} />
          <Route path={paths.principal.viewStudents} element={<PrincipalStudentListPage />} />
          <Route
            path={paths.principal.studentDetailsPattern}
            element={<PrincipalStudentDetailsPage />}
          />
          <Route path={paths.principal.viewTeachers} element={<PrincipalTeacherListPage />} />
          <Route path={paths.principal.studentHistoryPattern} element={<HistoryPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route
          path={paths.teacher.home}
          element={<Guard requirement={{ ...signedIn, role: 'teacher' }} />}
        >
          <Route index element={<TeacherHome />} />
          <Route path={paths.teacher.hist} element={<HistoryPage />} />
          <Route path={paths.teacher.term} element={<TermsPage />} />
          <Route path={paths.teacher.termEntry} element={<TermEntryPage />} />
          <Route path={paths.teacher.eval} element={<EvalHubPage />} />
          <Route path={paths.teacher.checklistPattern} element={<ChecklistPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route
          path={paths.student.home}
          element={<Guard requirement={{ ...signedIn, role: 'student' }} />}
        >
          <Route index element={<StudentHome />} />
          <Route path={paths.student.details} element={<OwnStudentDetailsPage />} />
          <Route path={paths.student.history} element={<HistoryPage />} />
          <Route path={paths.student.changePassword} element={<ChangePasswordPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route element={<Guard requirement={signedIn} />}>
          <Route path={paths.changePassword} element={<ChangePasswordPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
