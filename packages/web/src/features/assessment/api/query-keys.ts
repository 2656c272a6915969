/** Query keys of the teacher portal; a student's keys share a prefix so one call refreshes both. */
export const teacherKeys = {
  all: ['teacher'] as const,
  profile: (teacherId: string) => ['teacher', 'profile', teacherId] as const,
  students: (teacherId: string) => ['teacher', 'students', teacherId] as const,
  student: (regNo: string) => ['teacher', 'student', regNo] as const,
  record: (regNo: string) => ['teacher', 'student', regNo, 'record'] as const,
  questions: (regNo: string) => ['teacher', 'student', regNo, 'questions'] as const,
};
