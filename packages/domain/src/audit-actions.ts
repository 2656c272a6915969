/**
 * Readable names of the audit log's actions (decisions §9), for the audit screen, its filter and
 * its export. The log stores the codes; a code missing here is shown as it is, so a new action
 * is never hidden, only less readable until it is named here.
 */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'auth.login': 'Sign-in',
  'auth.logout': 'Sign-out',
  'auth.lockout': 'Sign-in locked',
  'auth.changePassword': 'Password changed',
  'user.create': 'Staff account created',
  'user.resetPassword': 'Password reset by admin',
  'teacher.upload': 'Teachers uploaded',
  'teacher.create': 'Teacher account created',
  'teacher.update': 'Teacher edited',
  'teacher.delete': 'Teacher deleted',
  'teacher.password.reissue': 'Teacher password reissued',
  'teacher.pending.save': 'Pending teacher saved',
  'teacher.pending.update': 'Pending teacher edited',
  'teacher.pending.delete': 'Pending teacher deleted',
  'credentials.sheet': 'Credentials sheet downloaded',
  'student.register': 'Student registered',
  'student.details.view': 'Student details viewed',
  'student.details.update': 'Student details corrected',
  'student.profile.view': 'Own profile viewed',
  'student.myData.download': 'Own data downloaded',
  'student.aadhaar.reveal': 'Aadhaar number revealed',
  'student.withdraw': 'Student withdrawn',
  'student.restore': 'Student restored',
  'student.undoTransfer': 'Year-end transfer undone',
  'student.yearEndTransfer': 'Year-end transfer',
  'students.list': 'Student list viewed',
  'students.export': 'Student list exported',
  'teachers.export': 'Teacher list exported',
  'history.read': 'History viewed',
  'progress.read': 'Progress record viewed',
  'checklist.questions.read': 'Checklist opened',
  'checklist.save': 'Checklist saved',
  'checklist.evaluate': 'Checklist evaluated',
  'checklist.comment': 'Comment saved',
  'term.create': 'Term created',
  'questionBank.save': 'Question bank saved',
  'questionBank.import': 'Question bank imported',
  'questionBank.sample': 'Sample question bank loaded',
  'backup.create': 'Backup made',
  'aadhaar.key.rotate': 'Aadhaar key rotated',
  'audit.export': 'Audit log exported',
};

/** The readable name of an action, or its code when it has none yet. */
export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;
