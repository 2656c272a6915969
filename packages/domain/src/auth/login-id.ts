/**
 * Login ids (teacherId, regNo, staff ids) are one account whatever their letter case (the users
 * table's unique index is on lower(user_id)), so every comparison of two ids goes through here.
 */
export const sameLoginId = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();
