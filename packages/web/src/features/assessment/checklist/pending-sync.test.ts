import { PROGRESS_MESSAGES } from '@pragati/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { errorBody, mockApi } from '../../../test/mock-api';
import { signInAs } from '../../../test/render-app';
import { progressRecord, questions, termReport, yearReport } from '../testing/records';
import type { Draft } from './checklist-state';
import { readPending, resetPendingStoreForTests, writePending } from './pending-store';
import { editorOpened, sendPending } from './pending-sync';

afterEach(() => resetPendingStoreForTests());

const where = { regNo: 'R-101', section: 'preprimary', year: '1', term: 'Entry' } as const;
const key = (userId: string, category = 'personal') => ({ ...where, userId, category });
const items = (...answers: string[]) =>
  answers.map((answer, i) => ({ question: `personal item ${i + 1}`, answer }));
const draft = (revision = 1): Draft => ({
  revision,
  base: items('', '', ''),
  items: items('Yes', '', 'NE'),
});

function questionsReply(revision: number, answer: string | null = null) {
  const report = termReport('Entry', {
    revision,
    report: { personalQA: questions('personal', 3, answer) },
  });
  const record = progressRecord({
    section: [{ sec: 'preprimary', yearReport: [yearReport('1', [report])] }],
  });
  return { body: { data: { section: record.section } } };
}

describe('kept answers of checklists not on screen', () => {
  it("sends the signed-in teacher's, never another user's, and forgets them once sent", async () => {
    signInAs('teacher', 'T-1');
    await writePending(key('T-1'), draft());
    await writePending(key('T-2'), draft());
    const { calls } = mockApi({
      'POST /api/teacher/eval/form': { body: { msg: 'Saved', revision: 2 } },
    });
    await sendPending();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({
      type: 'personalQA',
      id: 'R-101',
      revision: 1,
      data: { username: 'T-1', questions: items('Yes', '', 'NE') },
    });
    expect(await readPending(key('T-1'))).toBeNull();
    expect(await readPending(key('T-2'))).not.toBeNull();
  });

  it('leaves a checklist on screen to its own screen', async () => {
    signInAs('teacher', 'T-1');
    await writePending(key('T-1'), draft());
    const { calls } = mockApi({});
    const goodbye = editorOpened(key('T-1'));
    await sendPending();
    goodbye();
    expect(calls).toHaveLength(0);
  });

  it('retries on the fresh revision when another checklist made it stale', async () => {
    signInAs('teacher', 'T-1');
    await writePending(key('T-1'), draft(1));
    const { calls } = mockApi({
      'POST /api/teacher/eval/form': (body) =>
        (body as { revision: number }).revision === 1
          ? { status: 409, body: errorBody(PROGRESS_MESSAGES.stale) }
          : { body: { msg: 'Saved', revision: 6 } },
      'GET /api/teacher/evaluate/questions': questionsReply(5),
    });
    await sendPending();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toMatchObject([
      { revision: 1 },
      { revision: 5 },
    ]);
    expect(await readPending(key('T-1'))).toBeNull();
  });

  it('keeps them when someone else saved those answers, or without a connection', async () => {
    signInAs('teacher', 'T-1');
    await writePending(key('T-1'), draft(1));
    mockApi({
      'POST /api/teacher/eval/form': { status: 409, body: errorBody(PROGRESS_MESSAGES.stale) },
      'GET /api/teacher/evaluate/questions': questionsReply(5, 'NA'),
    });
    await sendPending();
    expect(await readPending(key('T-1'))).toEqual(draft(1));

    mockApi({
      'POST /api/teacher/eval/form': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await sendPending();
    expect(await readPending(key('T-1'))).toEqual(draft(1));
  });
});
