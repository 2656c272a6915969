import { instituteDate } from '@pragati/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';
import { ApiError, ConnectionError } from '../../../lib/api-client';
import { readSession } from '../../../lib/session';
import { attendanceKeys } from '../api/query-keys';
import { saveRegister, useRegister } from '../api/register';
import {
  readPendingRegister,
  sendPendingRegisters,
  writePendingRegister,
} from '../state/pending-registers';
import { initialRegister, registerBody, registerReducer } from '../state/register-state';

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'kept' }
  | { kind: 'conflict' }
  | { kind: 'error'; message: string };

/** Registers kept on this device are sent now and whenever the connection returns. */
function usePendingSync(onSent: () => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const back = () =>
      void sendPendingRegisters().then((sent) => {
        if (!sent) return;
        onSent();
        void queryClient.invalidateQueries({ queryKey: ['attendance', 'register'] });
      });
    window.addEventListener('online', back);
    back();
    return () => window.removeEventListener('online', back);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient]);
}

/**
 * Today's register of a class: the server's copy, or the marks kept on this device over it; a
 * save goes to the server, or is kept on the device when there is no connection, and a stale one
 * (409) is kept as a conflict for the teacher to see, never overwriting the other save.
 */
export function useTodaysRegister(classId: string) {
  const queryClient = useQueryClient();
  const userId = readSession()?.userId ?? '';
  const date = instituteDate(new Date());
  const key = { userId, classId, date };
  const register = useRegister(classId, date);
  const [state, dispatch] = useReducer(registerReducer, initialRegister);
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  usePendingSync(() => setStatus({ kind: 'idle' }));

  useEffect(() => {
    if (!register.data) return;
    let live = true;
    void readPendingRegister(key).then((kept) => {
      if (!live) return;
      dispatch({ type: 'loaded', view: register.data, kept });
      if (kept) setStatus({ kind: kept.conflict ? 'conflict' : 'kept' });
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [register.data]);

  async function save() {
    const body = registerBody(state);
    setStatus({ kind: 'saving' });
    try {
      const saved = await saveRegister(classId, date, body);
      await writePendingRegister(key, null);
      queryClient.setQueryData(attendanceKeys.register(classId, date), saved);
      dispatch({ type: 'saved', view: saved });
      setStatus({ kind: 'saved' });
    } catch (error) {
      if (error instanceof ConnectionError) {
        await writePendingRegister(key, body);
        setStatus({ kind: 'kept' });
      } else if (error instanceof ApiError && error.status === 409) {
        await writePendingRegister(key, { ...body, conflict: true });
        setStatus({ kind: 'conflict' });
      } else {
        setStatus({ kind: 'error', message: error instanceof Error ? error.message : '' });
      }
    }
  }

  async function reopen() {
    await writePendingRegister(key, null);
    setStatus({ kind: 'idle' });
    const fresh = await register.refetch();
    if (fresh.data) dispatch({ type: 'loaded', view: fresh.data, kept: null });
  }

  return { date, register, state, dispatch, status, save, reopen };
}
