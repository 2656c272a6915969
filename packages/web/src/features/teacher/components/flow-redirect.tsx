import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { toast } from '../../../lib/toast';

/**
 * Sends a teacher who opened a step of the flow without its earlier choices (a bookmark, another
 * tab, a cleared storage) back to where that choice is made.
 */
export function FlowRedirect({ to, message }: { to: string; message: string }) {
  useEffect(() => {
    toast.info(message, { id: `flow:${message}` });
  }, [message]);
  return <Navigate to={to} replace />;
}

export const FLOW_MESSAGES = {
  chooseStudent: 'Choose a student first.',
  chooseYear: 'Choose a section and year first.',
  chooseTerm: 'Choose a term first.',
} as const;
