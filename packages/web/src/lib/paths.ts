/**
 * Every route of the app (spec section 2, plus /first-login). Screens link through this map so a
 * route is spelled once.
 */
const id = (value: string) => encodeURIComponent(value);

export const paths = {
  login: '/',
  firstLogin: '/first-login',
  changePassword: '/changepassword',
  admin: {
    home: '/admin',
    addStudents: '/admin/addstudents',
    viewTeachers: '/admin/viewteachers',
    editTeachers: '/admin/editteachers',
    viewStudents: '/admin/viewstudents',
    questions: '/admin/questions',
    /** The whole database as one encrypted archive (decisions §12). */
    backup: '/admin/backup',
    /** The institute's own details (issue 28 part 3). */
    institute: '/admin/institute',
    /** The audit log, its filters in the search params (decisions §9). */
    audit: '/admin/audit',
    /** Bulk student import: template, upload, rows to fix (issue 14 part 5). */
    importStudents: '/admin/importstudents',
    /** The consent notice, versioned per language (issue 19 part 1). */
    consentNotice: '/admin/consent-notice',
    /** Consents for many students at once, from the signed forms in hand (issue 26 item 13). */
    recordConsents: '/admin/consents',
    /** The guardians' correction requests (issue 19 part 4). */
    corrections: '/admin/corrections',
    /** The holiday calendar and the monthly register (issue 31). */
    holidays: '/admin/holidays',
    attendanceMonth: '/admin/attendance',
    /** The FACP's groups and their classes as data (issue 29 part 2). */
    groups: '/admin/groups',
    /** Specialists' caseloads (issue 31 part 2). */
    specialists: '/admin/specialists',
    studentDetails: (studentId: string) => `/admin/viewstudents/details/${id(studentId)}`,
    studentHistory: (studentId: string) => `/admin/viewstudents/history/${id(studentId)}`,
    /** Route pattern of the admin's student details. */
    studentDetailsPattern: '/admin/viewstudents/details/:studentId',
    /** The admin's correction of a student's details (decisions §7). */
    editStudent: (studentId: string) => `/admin/viewstudents/details/${id(studentId)}/edit`,
    editStudentPattern: '/admin/viewstudents/details/:studentId/edit',
    /** Route pattern of the admin's history report. */
    studentHistoryPattern: '/admin/viewstudents/history/:studentId',
  },
  /** The specialist's portal (issue 31 part 2). */
  specialist: {
    home: '/specialist',
    history: (regNo: string) => `/specialist/history/${id(regNo)}`,
    historyPattern: '/specialist/history/:regNo',
  },
  student: {
    home: '/student',
    details: '/student/details',
    history: '/student/history',
    changePassword: '/student/changepassword',
    myData: '/student/my-data',
    /** Ask for a correction and see the outcomes (issue 19 part 4). */
    corrections: '/student/corrections',
  },
  teacher: {
    home: '/teacher',
    eval: '/teacher/eval',
    hist: '/teacher/hist',
    term: '/teacher/term',
    termEntry: '/teacher/term/termEntry',
    /** One of the five checklist screens: personal, social, occupational, recreational, academic. */
    checklist: (category: string) => `/teacher/term/termEntry/eval/${id(category)}`,
    /** Route pattern of the checklist screens. */
    checklistPattern: '/teacher/term/termEntry/eval/:category',
    /** Goals for the next term, chosen from the latest evaluated term (decisions §14). */
    goals: (regNo: string) => `/teacher/goals/${id(regNo)}`,
    goalsPattern: '/teacher/goals/:regNo',
    /** Today's register and the monthly register (issue 31). */
    attendance: '/teacher/attendance',
    attendanceMonth: '/teacher/attendance/month',
  },
  principal: {
    home: '/principal',
    viewTeachers: '/principal/viewteachers',
    viewStudents: '/principal/viewstudents',
    studentHistory: (regNo: string) => `/principal/viewstudents/history/${id(regNo)}`,
    /** Route pattern of the principal's history report. */
    studentHistoryPattern: '/principal/viewstudents/history/:regNo',
    studentDetails: (studentId: string) => `/principal/viewstudents/details/${id(studentId)}`,
    /** Route pattern of the principal's student details. */
    studentDetailsPattern: '/principal/viewstudents/details/:studentId',
    /** The monthly register (issue 31). */
    attendanceMonth: '/principal/attendance',
  },
  /** The network office (issue 28 part 4): institutes and de-identified figures. */
  network: {
    home: '/network',
  },
} as const;
