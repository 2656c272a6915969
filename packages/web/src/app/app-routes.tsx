import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { paths } from '../lib/paths';
import { registerPortalPreload } from '../lib/portal-preload';
import { loadAccountActions, loadPortal, portalChunks } from './portal-chunks';
import { RootLayout } from './root-layout';
import { Guard } from './route-guards';
import { RoutedLoginPage } from './routed-login';

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

const adminPages = portalChunks.admin;
const AdminHome = lazyNamed(adminPages, 'AdminHome');
const QuestionBankPage = lazyNamed(adminPages, 'QuestionBankPage');
const AdminTeacherListPage = lazyNamed(adminPages, 'AdminTeacherListPage');
const PendingTeachersPage = lazyNamed(adminPages, 'PendingTeachersPage');
const AdminStudentListPage = lazyNamed(adminPages, 'AdminStudentListPage');
const AdminStudentDetailsPage = lazyNamed(adminPages, 'AdminStudentDetailsPage');
const RegistrationPage = lazyNamed(adminPages, 'RegistrationPage');
const EditStudentPage = lazyNamed(adminPages, 'EditStudentPage');
const AdminHistoryPage = lazyNamed(adminPages, 'HistoryPage');
const BackupPage = lazyNamed(adminPages, 'BackupPage');
const InstituteSettingsPage = lazyNamed(adminPages, 'InstituteSettingsPage');
const AuditPage = lazyNamed(adminPages, 'AuditPage');
const ImportStudentsPage = lazyNamed(adminPages, 'ImportStudentsPage');
const ConsentNoticePage = lazyNamed(adminPages, 'ConsentNoticePage');
const BulkConsentPage = lazyNamed(adminPages, 'BulkConsentPage');
const AdminCorrectionsPage = lazyNamed(adminPages, 'AdminCorrectionsPage');
const HolidaysPage = lazyNamed(adminPages, 'HolidaysPage');
const AdminMonthlyRegisterPage = lazyNamed(adminPages, 'MonthlyRegisterPage');
const ProgrammeStructurePage = lazyNamed(adminPages, 'ProgrammeStructurePage');
const CaseloadPage = lazyNamed(adminPages, 'CaseloadPage');

const principalPages = portalChunks.principal;
const PrincipalHome = lazyNamed(principalPages, 'PrincipalHome');
const PrincipalTeacherListPage = lazyNamed(principalPages, 'PrincipalTeacherListPage');
const PrincipalStudentListPage = lazyNamed(principalPages, 'PrincipalStudentListPage');
const PrincipalStudentDetailsPage = lazyNamed(principalPages, 'PrincipalStudentDetailsPage');
const PrincipalHistoryPage = lazyNamed(principalPages, 'HistoryPage');
const PrincipalMonthlyRegisterPage = lazyNamed(principalPages, 'MonthlyRegisterPage');

const teacherPages = portalChunks.teacher;
const TeacherHome = lazyNamed(teacherPages, 'TeacherHome');
const TermsPage = lazyNamed(teacherPages, 'TermsPage');
const TermEntryPage = lazyNamed(teacherPages, 'TermEntryPage');
const EvalHubPage = lazyNamed(teacherPages, 'EvalHubPage');
const ChecklistPage = lazyNamed(teacherPages, 'ChecklistPage');
const TeacherHistoryPage = lazyNamed(teacherPages, 'HistoryPage');
const ChooseGoalsPage = lazyNamed(teacherPages, 'ChooseGoalsPage');
const RegisterPage = lazyNamed(teacherPages, 'RegisterScreen');
const TeacherMonthlyPage = lazyNamed(teacherPages, 'TeacherMonthlyScreen');

// The login and the first login's password change, before any portal.
const signInRoutes = (
  <>
    <Route element={<Guard requirement={{ kind: 'public-login' }} />}>
      <Route index element={<RoutedLoginPage />} />
    </Route>
    <Route element={<Guard requirement={{ kind: 'first-login' }} />}>
      <Route path={paths.firstLogin} element={<FirstLoginPage />} />
    </Route>
  </>
);

// The daily register's screens (issue 31), per portal.
const attendanceRoutes = {
  admin: (
    <>
      <Route path={paths.admin.holidays} element={<HolidaysPage />} />
      <Route path={paths.admin.attendanceMonth} element={<AdminMonthlyRegisterPage />} />
    </>
  ),
  principal: (
    <Route path={paths.principal.attendanceMonth} element={<PrincipalMonthlyRegisterPage />} />
  ),
  teacher: (
    <>
      <Route path={paths.teacher.attendance} element={<RegisterPage />} />
      <Route path={paths.teacher.attendanceMonth} element={<TeacherMonthlyPage />} />
    </>
  ),
};

// The moment a login succeeds, each portal's code starts loading in one wave with the header's
// account actions (which every portal screen shows; they came as a second wave), and the
// teacher's home data as soon as its code is in (issue 26 item 9).
registerPortalPreload('admin', () => void loadPortal('admin'));
registerPortalPreload('principal', () => void loadPortal('principal'));
registerPortalPreload('teacher', ({ queryClient, userId }) => {
  void loadAccountActions();
  void teacherPages().then((portal) => portal.prefetchFirstScreen(queryClient, userId));
});

const studentPages = portalChunks.student;
const StudentHome = lazyNamed(studentPages, 'StudentHome');
const OwnStudentDetailsPage = lazyNamed(studentPages, 'OwnStudentDetailsPage');
const StudentHistoryPage = lazyNamed(studentPages, 'HistoryPage');
const StudentChangePasswordPage = lazyNamed(studentPages, 'ChangePasswordPage');
const MyDataPage = lazyNamed(studentPages, 'MyDataPage');
const StudentCorrectionsPage = lazyNamed(studentPages, 'StudentCorrectionsPage');
registerPortalPreload('student', () => void loadPortal('student'));

// The specialist's portal (issue 31 part 2): their caseload and sessions.
const specialistPages = portalChunks.specialist;
const SpecialistHome = lazyNamed(specialistPages, 'SpecialistHome');
const SpecialistHistoryPage = lazyNamed(specialistPages, 'SpecialistHistoryPage');
registerPortalPreload('specialist', () => void loadPortal('specialist'));

const networkPages = portalChunks.network;
const NetworkHome = lazyNamed(networkPages, 'NetworkHome');
registerPortalPreload('network', () => void loadPortal('network'));

const signedIn = { kind: 'session' } as const;

// The network office's portal (issue 28 part 4): one screen.
const networkRoutes = (
  <Route
    path={paths.network.home}
    element={<Guard requirement={{ ...signedIn, role: 'network' }} />}
  >
    <Route index element={<NetworkHome />} />
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);

// The specialist's portal (issue 31 part 2): the caseload, the session form, a student's history.
const specialistRoutes = (
  <Route
    path={paths.specialist.home}
    element={<Guard requirement={{ ...signedIn, role: 'specialist' }} />}
  >
    <Route index element={<SpecialistHome />} />
    <Route path={paths.specialist.historyPattern} element={<SpecialistHistoryPage />} />
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);

const otherPortalRoutes = (
  <>
    {specialistRoutes}
    {networkRoutes}
  </>
);

/**
 * Spec section 6: every route below `/` needs a session, and each portal's whole subtree its
 * role, so even an address that does not exist (yet) is refused before "Page not found".
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {signInRoutes}
        <Route
          path={paths.admin.home}
          element={<Guard requirement={{ ...signedIn, role: 'admin' }} />}
        >
          <Route index element={<AdminHome />} />
          <Route path={paths.admin.viewTeachers} element={<AdminTeacherListPage />} />
          <Route path={paths.admin.editTeachers} element={<PendingTeachersPage />} />
          <Route path={paths.admin.addStudents} element={<RegistrationPage />} />
          <Route path={paths.admin.viewStudents} element={<AdminStudentListPage />} />
          <Route path={paths.admin.studentDetailsPattern} element={<AdminStudentDetailsPage />} />
          <Route path={paths.admin.editStudentPattern} element={<EditStudentPage />} />
          <Route path={paths.admin.studentHistoryPattern} element={<AdminHistoryPage />} />
          <Route path={paths.admin.questions} element={<QuestionBankPage />} />
          <Route path={paths.admin.backup} element={<BackupPage />} />
          <Route path={paths.admin.institute} element={<InstituteSettingsPage />} />
          <Route path={paths.admin.audit} element={<AuditPage />} />
          <Route path={paths.admin.importStudents} element={<ImportStudentsPage />} />
          <Route path={paths.admin.consentNotice} element={<ConsentNoticePage />} />
          <Route path={paths.admin.recordConsents} element={<BulkConsentPage />} />
          <Route path={paths.admin.corrections} element={<AdminCorrectionsPage />} />
          <Route path={paths.admin.groups} element={<ProgrammeStructurePage />} />
          <Route path={paths.admin.specialists} element={<CaseloadPage />} />
          {attendanceRoutes.admin}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route
          path={paths.principal.home}
          element={<Guard requirement={{ ...signedIn, role: 'principal' }} />}
        >
          <Route index element={<PrincipalHome />} />
          <Route path={paths.principal.viewTeachers} element={<PrincipalTeacherListPage />} />
          <Route path={paths.principal.viewStudents} element={<PrincipalStudentListPage />} />
          <Route
            path={paths.principal.studentDetailsPattern}
            element={<PrincipalStudentDetailsPage />}
          />
          <Route path={paths.principal.studentHistoryPattern} element={<PrincipalHistoryPage />} />
          {attendanceRoutes.principal}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route
          path={paths.teacher.home}
          element={<Guard requirement={{ ...signedIn, role: 'teacher' }} />}
        >
          <Route index element={<TeacherHome />} />
          <Route path={paths.teacher.hist} element={<TeacherHistoryPage />} />
          <Route path={paths.teacher.term} element={<TermsPage />} />
          <Route path={paths.teacher.termEntry} element={<TermEntryPage />} />
          <Route path={paths.teacher.eval} element={<EvalHubPage />} />
          <Route path={paths.teacher.checklistPattern} element={<ChecklistPage />} />
          <Route path={paths.teacher.goalsPattern} element={<ChooseGoalsPage />} />
          {attendanceRoutes.teacher}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route
          path={paths.student.home}
          element={<Guard requirement={{ ...signedIn, role: 'student' }} />}
        >
          <Route index element={<StudentHome />} />
          <Route path={paths.student.details} element={<OwnStudentDetailsPage />} />
          <Route path={paths.student.history} element={<StudentHistoryPage />} />
          <Route path={paths.student.changePassword} element={<StudentChangePasswordPage />} />
          <Route path={paths.student.myData} element={<MyDataPage />} />
          <Route path={paths.student.corrections} element={<StudentCorrectionsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        {otherPortalRoutes}
        <Route element={<Guard requirement={signedIn} />}>
          <Route path={paths.changePassword} element={<ChangePasswordPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
