import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useTranslations } from 'use-intl';
import { toast } from '../../../lib/toast';

/**
 * Sends a teacher who opened a step of the flow without its earlier choices (a bookmark, another
 * tab, a cleared storage) back to where that choice is made.
 */
export function FlowRedirect({ to, message }: { to: string; message: FlowMessage }) {
  const t = useTranslations('assessment.flow');
  const text = t(message);
  useEffect(() => {
    toast.info(text, { id: `flow:${message}` });
  }, [message, text]);
  return <Navigate to={to} replace />;
}

/** Keys of the teacher.flow messages ("Choose a student first."…). */
export const FLOW_MESSAGES = {
  chooseStudent: 'chooseStudent',
  chooseYear: 'chooseYear',
  chooseTerm: 'chooseTerm',
} as const;
type FlowMessage = (typeof FLOW_MESSAGES)[keyof typeof FLOW_MESSAGES];
