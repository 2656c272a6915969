import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { type AdminCorrection, CORRECTION_MESSAGES, CORRECTION_REASON_MAX } from '@pragati/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { ApiError } from '../../../lib/api-client';
import { useAcceptCorrection } from '../api/accept-correction';
import { useDeclineCorrection } from '../api/decline-correction';
import classes from './corrections.module.css';

function failure(error: unknown, otherwise: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return otherwise;
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
  const t = useTranslations('corrections');
  const m = useMsg();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  return (
    <Modal opened={request !== null} onClose={close} title={t('acceptTitle')} centered>
      {request && (
        <Stack gap="md">
          <p>
            {t('acceptIntro', {
              field: m(request.fieldLabel),
              who: who(request),
              from: request.currentValue || t('notRecorded'),
              to: request.proposedValue,
            })}
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
                  setRefusal(failure(error, t('notDecided')));
                }
              }}
            >
              {t('acceptApply')}
            </Button>
            <Button variant="default" onClick={close}>
              {t('cancel')}
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
  const t = useTranslations('corrections');
  const m = useMsg();
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
      setError(m(CORRECTION_MESSAGES.declineReason));
      return reasonRef.current?.focus();
    }
    try {
      const answer = await decline.mutateAsync({ id: request.id, reason: reason.trim() });
      close();
      onDone(answer.msg);
    } catch (e) {
      setRefusal(failure(e, t('notDecided')));
    }
  };
  return (
    <Modal opened={request !== null} onClose={close} title={t('declineTitle')} centered>
      {request && (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <p>
              {t('declineIntro', {
                who: who(request),
                field: m(request.fieldLabel),
                to: request.proposedValue,
              })}
            </p>
            <Textarea
              ref={reasonRef}
              label={t('declineReasonLabel')}
              description={t('declineReasonHint')}
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
                {t('declineSubmit')}
              </Button>
              <Button variant="default" onClick={close}>
                {t('cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
