import { AttendanceSummary } from '../../features/attendance/components/attendance-summary';
import { StudentLearningNow } from '../../features/programme-goals/components/learning-now';
import { SessionsSummary } from '../../features/service-sessions/components/sessions-summary';
import { StudentHome } from '../../features/easy-read/components/student-home';
import { readSession } from '../../lib/session';

// Features do not import each other: the home takes "What I am learning now" (the programme
// plan, issue 17 part 4) from here. A student signs in with their regNo.
export function StudentHomeScreen() {
  const regNo = readSession()?.userId ?? '';
  return (
    <StudentHome
      learning={
        regNo ? (
          <>
            <StudentLearningNow regNo={regNo} />
            <AttendanceSummary regNo={regNo} easyRead />
            <SessionsSummary regNo={regNo} />
          </>
        ) : undefined
      }
    />
  );
}
