import type { CommentType, Section, Term, TermReportRecord, Year } from '@pragati/domain';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import type { MsgRevision } from '../api/save-eval-form';
import { useTermTypeComment } from '../api/term-type-comment';

export interface CommentTarget {
  regNo: string;
  section: Section;
  year: Year;
  term: Term;
  type: CommentType;
}

const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * Submits a comment with the term report's revision it was written against (the comment shown
 * as saved came with it). A 409 means the term report changed meanwhile: `fetchLatest` refreshes
 * the screen's query; when the saved comment is still the one the teacher saw (another checklist
 * changed the report), the comment is sent again once with the new revision. Otherwise the
 * server's message stays on the form, and the typed text stays in the box (nothing is lost).
 */
export function useCommentSubmit(
  target: CommentTarget,
  read: { saved: string; revision: number },
  fetchLatest: () => Promise<TermReportRecord | undefined>,
  onSaved: (response: MsgRevision) => void,
) {
  const mutation = useTermTypeComment();
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);

  async function submit(comments: string) {
    const body = {
      id: target.regNo,
      section: target.section,
      year: target.year,
      term: target.term,
      type: target.type,
      comments,
    };
    setBusy(true);
    setConflict(null);
    try {
      let response: MsgRevision;
      try {
        response = await mutation.mutateAsync({ ...body, revision: read.revision });
      } catch (error) {
        if (!isConflict(error)) throw error;
        const latest = await fetchLatest().catch(() => undefined);
        if (!latest || latest.comment[target.type] !== read.saved) throw error;
        response = await mutation.mutateAsync({ ...body, revision: latest.revision });
      }
      onSaved(response);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (isConflict(error)) {
        setConflict(message);
        // The saved comment on screen becomes the latest one; the typed text stays.
        void fetchLatest().catch(() => undefined);
      }
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  return { submit: (comments: string) => void submit(comments), pending: busy, conflict };
}
