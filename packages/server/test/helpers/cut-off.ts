import { sql } from 'drizzle-orm';
import type { TestContext } from './app.js';
import { owner } from './database.js';

/*
 * An upload stopped half-way, as a killed server would stop it (decisions §12, issue 26 item 3):
 * each row is registered in its own transaction, so once `count` rows of `table` exist every
 * further insert fails, the rows written so far stay, and nobody sees their passwords.
 */
export async function cutOffAfter(ctx: TestContext, table: 'students' | 'teachers', count: number) {
  await owner(ctx).execute(
    sql.raw(`create function test_cut_off() returns trigger language plpgsql as $$
      begin
        if (select count(*) from ${table}) >= ${count} then
          raise exception 'the server stopped' using errcode = '57P01';
        end if;
        return new;
      end $$`),
  );
  await owner(ctx).execute(
    sql.raw(
      `create trigger test_cut_off before insert on ${table} for each row execute function test_cut_off()`,
    ),
  );
}

/** The server back: the cut-off gone (after each test). */
export async function endCutOff(ctx: TestContext, table: 'students' | 'teachers') {
  await owner(ctx).execute(sql.raw(`drop trigger if exists test_cut_off on ${table}`));
  await owner(ctx).execute(sql`drop function if exists test_cut_off()`);
}

/** Signs in with a user id and password, as the login form does. */
export const signIn = (ctx: TestContext, userId: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { id: userId, password } });
