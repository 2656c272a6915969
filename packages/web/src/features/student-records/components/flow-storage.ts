/*
 * Spec section 3: during flows the browser keeps the chosen student in local storage. Show
 * History saves the student id (the regNo, decisions §3) as `studentId`; Show Details saves
 * `regNo`. Logout clears local storage with the rest of the session.
 */
export function rememberStudent(key: 'studentId' | 'regNo', regNo: string): void {
  try {
    window.localStorage.setItem(key, regNo);
  } catch {
    // Storage disabled: the route itself carries the regNo.
  }
}
