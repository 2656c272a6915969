import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import {
  AID_STATUS_LABELS,
  AID_STATUSES,
  DISABILITY_SCHEME_LABELS,
  DISABILITY_SCHEMES,
  instituteDate,
  MAX_AIDS,
} from '@pragati/domain';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import type { useCodeWords } from './labels';
import { type AidDraft, type DraftErrors, emptyAid } from './profile-draft';

type Props = {
  aids: AidDraft[];
  words: ReturnType<typeof useCodeWords>;
  errors: DraftErrors;
  onChange: (aids: AidDraft[]) => void;
};

/** The ledger: what was given (from the year's list, or typed), when, by which scheme, and whether it came. */
export function AidsFields({ aids, words, errors, onChange }: Props) {
  const t = useTranslations('disabilityProfile');
  const m = useMsg();
  const error = (key: string) => (errors[key] ? m(errors[key]) : undefined);
  const set = (i: number, patch: Partial<AidDraft>) =>
    onChange(aids.map((a, j) => (j === i ? { ...a, ...patch } : a)));
  return (
    <fieldset>
      <legend>{t('aids')}</legend>
      {aids.length === 0 && <p>{t('noAids')}</p>}
      {aids.map((a, i) => (
        <Group
          key={i}
          align="flex-end"
          mt="xs"
          wrap="wrap"
          aria-label={t('aidN', { n: i + 1 })}
          role="group"
        >
          <NativeSelect
            label={t('itemN', { n: i + 1 })}
            value={a.facilityCode}
            data={[{ value: '', label: t('typed') }, ...words.options('facilities')]}
            onChange={(e) => set(i, { facilityCode: e.currentTarget.value })}
          />
          <TextInput
            label={t('itemTextN', { n: i + 1 })}
            value={a.item}
            error={error(`aids.${i}.item`)}
            onChange={(e) => set(i, { item: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('dateN', { n: i + 1 })}
            value={a.date}
            error={error(`aids.${i}.date`)}
            onChange={(e) => set(i, { date: e.currentTarget.value })}
          />
          <NativeSelect
            label={t('schemeN', { n: i + 1 })}
            value={a.scheme}
            data={DISABILITY_SCHEMES.map((s) => ({
              value: s,
              label: m(DISABILITY_SCHEME_LABELS[s]),
            }))}
            onChange={(e) => set(i, { scheme: e.currentTarget.value as AidDraft['scheme'] })}
          />
          <TextInput
            label={t('amountN', { n: i + 1 })}
            inputMode="numeric"
            w={140}
            value={a.amount}
            error={error(`aids.${i}.amount`)}
            onChange={(e) => set(i, { amount: e.currentTarget.value })}
          />
          <NativeSelect
            label={t('statusN', { n: i + 1 })}
            value={a.status}
            data={AID_STATUSES.map((s) => ({ value: s, label: m(AID_STATUS_LABELS[s]) }))}
            onChange={(e) => set(i, { status: e.currentTarget.value as AidDraft['status'] })}
          />
          <Button variant="default" onClick={() => onChange(aids.filter((_, j) => j !== i))}>
            {t('removeAid', { n: i + 1 })}
          </Button>
        </Group>
      ))}
      {aids.length < MAX_AIDS && (
        <Button
          mt="sm"
          variant="default"
          onClick={() => onChange([...aids, emptyAid(instituteDate(new Date()))])}
        >
          {t('addAid')}
        </Button>
      )}
    </fieldset>
  );
}
