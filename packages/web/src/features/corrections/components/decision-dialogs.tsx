import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { type AdminCorrection, CORRECTION_MESSAGES, CORRECTION_REASON_MAX } from '@pragati/domain';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAcceptCorrection } from '../api/accept-correction';
import { useDeclineCorrection } from '../api/decline-correction';
import classes from './corrections.module.css';

function failure(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  return 'The decision did not reach the server. Check the connection and try again.';
}

const who = (r: AdminCorrection) => `${r.studentName} (${r.regNo})`;

type DialogProps = {
  request: AdminCorrection | null;
  onClose: () => void;
  /** The server's message once the decision is recorded. */
  onDone: (message: string) => void;
};

/** Accept: says exactly what changes, from what to what, before it is applied. */
export function AcceptDialog({ request, onClose, onDone }: DialogProps) {
  const accept = useAcceptCorrection();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  return (
    <Modal opened={request !== null} onClose={close} title="Accept correction" centered>
      {request && (
        <Stack gap="md">
          <p>
            The {request.fieldLabel} of {who(request)} will be changed from “
            {request.currentValue || 'not recorded'}” to “{request.proposedValue}”. The change is
            checked with the registration rules and written to the audit log.
          </p>
          {refusal && (
            <p role="alert" className={classes.error}>
              {refusal}
            </p>
          )}
          <Group>
            <Button
              data-autofocus
              loading={accept.isPending}
              onClick={async () => {
                try {
                  const answer = await accept.mutateAsync(request.id);
                  close();
                  onDone(answer.msg);
                } catch (error) {
                  setRefusal(failure(error));
                }
              }}
            >
              Accept and apply
            </Button>
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Decline: the reason is required, since the guardian reads it. */
export function DeclineDialog({ request, onClose, onDone }: DialogProps) {
  const decline = useDeclineCorrection();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const close = () => {
    setReason('');
    setError(null);
    setRefusal(null);
    onClose();
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!request) return;
    if (!reason.trim()) {
      setError(CORRECTION_MESSAGES.declineReason);
      return reasonRef.current?.focus();
    }
    try {
      const answer = await decline.mutateAsync({ id: request.id, reason: reason.trim() });
      close();
      onDone(answer.msg);
    } catch (e) {
      setRefusal(failure(e));
    }
  };
  return (
    <Modal opened={request !== null} onClose={close} title="Decline correction" centered>
      {request && (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <p>
              {who(request)} asked for the {request.fieldLabel} to read “{request.proposedValue}”.
              The record stays as it is; the guardian sees your reason.
            </p>
            <Textarea
              ref={reasonRef}
              label="Reason for declining"
              description="Say what the guardian can do, for example: bring the birth certificate."
              required
              value={reason}
              maxLength={CORRECTION_REASON_MAX}
              autosize
              minRows={2}
              data-autofocus
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setError(null);
              }}
              error={error}
            />
            {refusal && (
              <p role="alert" className={classes.error}>
                {refusal}
              </p>
            )}
            <Group>
              <Button type="submit" color="red.9" loading={decline.isPending}>
                Decline request
              </Button>
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
