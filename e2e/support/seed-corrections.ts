/**
 * Seeds the correction-request journey (issue 19 part 4): one student registered through the
 * students service (the same rules and account as the API's registration), with a known
 * password, and no request yet: the journey asks for them.
 */
import type { Db } from '../../packages/server/src/db/client.js';
import { CORRECTION_STUDENT as S } from './correction-users.js';
import { registerSeedStudent } from './register-seed-student.js';

export async function seedCorrections(db: Db): Promise<void> {
  await registerSeedStudent(db, {
    regNo: S.userId,
    name: S.name,
    sex: 'female',
    regDate: '2024-06-10',
    dob: S.dob,
    aadhaar: S.aadhaar,
    password: S.password,
    section: 'preprimary',
    informant: 'Mother',
    refBy: 'District hospital',
  });
}
