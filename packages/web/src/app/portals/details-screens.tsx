import { AttendanceSummary } from '../../features/attendance/components/attendance-summary';
import { DisabilityProfileSection } from '../../features/disability-profile/components/disability-profile-section';
import { StudentDetailsPage } from '../../features/student-records/components/student-details-page';

// The student's details with the disability profile (issue 30) below the consent. Features do
// not import each other, so the portal composes them.
export const AdminStudentDetailsScreen = () => (
  <StudentDetailsPage
    role="admin"
    extra={(regNo) => (
      <>
        <DisabilityProfileSection regNo={regNo} role="admin" />
        <AttendanceSummary regNo={regNo} />
      </>
    )}
  />
);
export const PrincipalStudentDetailsScreen = () => (
  <StudentDetailsPage
    role="principal"
    extra={(regNo) => (
      <>
        <DisabilityProfileSection regNo={regNo} role="principal" />
        <AttendanceSummary regNo={regNo} />
      </>
    )}
  />
);
export const OwnStudentDetailsScreen = () => (
  <StudentDetailsPage
    role="student"
    extra={(regNo) => (
      <>
        <DisabilityProfileSection regNo={regNo} role="student" />
        <AttendanceSummary regNo={regNo} />
      </>
    )}
  />
);
