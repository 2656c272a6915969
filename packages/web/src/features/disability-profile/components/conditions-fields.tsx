import { Button, Group, NativeSelect, Radio, TextInput } from '@mantine/core';
import { MAX_CONDITIONS } from '@pragati/domain';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import type { useCodeWords } from './labels';
import { type ConditionDraft, type DraftErrors, emptyCondition } from './profile-draft';

type Props = {
  conditions: ConditionDraft[];
  words: ReturnType<typeof useCodeWords>;
  errors: DraftErrors;
  onChange: (conditions: ConditionDraft[]) => void;
};

/** The conditions: each from the year's list, its certified percentage, one marked primary. */
export function ConditionsFields({ conditions, words, errors, onChange }: Props) {
  const t = useTranslations('disabilityProfile');
  const m = useMsg();
  const set = (i: number, patch: Partial<ConditionDraft>) =>
    onChange(conditions.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const error = (key: string) => (errors[key] ? m(errors[key]) : undefined);
  return (
    <fieldset>
      <legend>{t('conditions')}</legend>
      {error('conditions') && <p role="alert">{error('conditions')}</p>}
      <Radio.Group
        label={t('primaryChoice')}
        value={String(conditions.findIndex((c) => c.primary))}
        onChange={(value) =>
          onChange(conditions.map((c, j) => ({ ...c, primary: String(j) === value })))
        }
      >
        {conditions.map((c, i) => (
          <Group key={i} align="flex-end" mt="xs" wrap="wrap">
            <NativeSelect
              label={t('conditionN', { n: i + 1 })}
              value={c.code}
              error={error(`conditions.${i}.code`)}
              data={[{ value: '', label: t('chooseCondition') }, ...words.options('conditions')]}
              onChange={(e) => set(i, { code: e.currentTarget.value })}
            />
            <TextInput
              label={t('percentN', { n: i + 1 })}
              inputMode="numeric"
              w={120}
              value={c.percent}
              error={error(`conditions.${i}.percent`)}
              onChange={(e) => set(i, { percent: e.currentTarget.value })}
            />
            <Radio value={String(i)} label={t('primaryN', { n: i + 1 })} />
            {/* The last one may go too: a profile may wait for its condition's certificate. */}
            {conditions.length > 0 && (
              <Button
                variant="default"
                onClick={() => {
                  const rest = conditions.filter((_, j) => j !== i);
                  if (c.primary && rest[0]) rest[0] = { ...rest[0], primary: true };
                  onChange(rest);
                }}
              >
                {t('removeCondition', { n: i + 1 })}
              </Button>
            )}
          </Group>
        ))}
      </Radio.Group>
      {conditions.length < MAX_CONDITIONS && (
        <Button
          mt="sm"
          variant="default"
          onClick={() => onChange([...conditions, emptyCondition(conditions.length === 0)])}
        >
          {t('addCondition')}
        </Button>
      )}
    </fieldset>
  );
}
