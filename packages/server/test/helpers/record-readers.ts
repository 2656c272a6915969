import type { TestContext } from './app.js';
import { signedIn } from './app.js';
import { registeredStudent, teacherWithClasses } from './students.js';

/* The readers of a student's record (issue 30's profile and documents): the admin writes; the
 * principal, the class teacher and the student (with the guardian) read; a teacher of another
 * class and another student are refused. */

export type RecordReader =
  'admin' | 'principal' | 'classTeacher' | 'otherTeacher' | 'alice' | 'bob';
export type Headers = Record<string, string>;

/**
 * Two students in two classes (alice in primary1 year 1, bob in primary2) and the signed-in
 * headers of every reader: alice's class teacher is `classTeacher`, bob's is `otherTeacher`.
 */
export async function recordReaders(
  ctx: TestContext,
): Promise<{ h: Record<RecordReader, Headers>; alice: string; bob: string }> {
  const admin = (await signedIn(ctx, 'admin')).headers;
  const principal = (await signedIn(ctx, 'principal')).headers;
  const a = await registeredStudent(ctx, admin, { stdCred: { section: 'primary1' } });
  const b = await registeredStudent(ctx, admin, { stdCred: { section: 'primary2' } });
  const h = {
    admin,
    principal,
    alice: a.headers,
    bob: b.headers,
    classTeacher: (await teacherWithClasses(ctx, ['primary1_1'])).headers,
    otherTeacher: (await teacherWithClasses(ctx, ['primary2_3'])).headers,
  };
  return { h, alice: a.info.regNo, bob: b.info.regNo };
}
