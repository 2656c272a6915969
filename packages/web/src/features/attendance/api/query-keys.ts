export const attendanceKeys = {
  register: (classId: string, date: string) => ['attendance', 'register', classId, date] as const,
  month: (classId: string, month: string) => ['attendance', 'month', classId, month] as const,
  student: (regNo: string, month: string) => ['attendance', 'student', regNo, month] as const,
  holidays: (year: string) => ['attendance', 'holidays', year] as const,
};
