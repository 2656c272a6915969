import {
  type CodeList,
  DISABILITY_SCHEME_LABELS,
  type DisabilityProfile,
  orderedConditions,
} from '@pragati/domain';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { aidItem, useCodeWords } from './labels';

type Props = { profile: DisabilityProfile; list: CodeList | undefined };

/** The profile for the guardian: short sentences, no codes or column headings. */
export function PlainWords({ profile, list }: Props) {
  const t = useTranslations('disabilityProfile.plain');
  const m = useMsg();
  const words = useCodeWords(list);
  const { certificate: c, udid } = profile;
  const lines: string[] = orderedConditions(profile.conditions).map((x) =>
    t(x.primary ? 'main' : 'other', { condition: words.condition(x.code), percent: x.percent }),
  );
  if (lines.length === 0) lines.push(t('noCondition'));
  if (c) {
    lines.push(t('certificate', { number: c.number, authority: c.authority, date: c.issuedOn }));
    lines.push(c.reassessOn ? t('reassess', { date: c.reassessOn }) : t('permanent'));
  }
  if (udid?.kind === 'udid') {
    lines.push(t('udid', { number: udid.number }));
    if (udid.expiresOn) lines.push(t('udidExpires', { date: udid.expiresOn }));
  } else if (udid) {
    lines.push(t('enrolment', { number: udid.number }));
  }
  for (const a of profile.aids) {
    const values = {
      item: aidItem(words, a),
      date: a.date,
      scheme: m(DISABILITY_SCHEME_LABELS[a.scheme]),
    };
    const sentence = t(a.status === 'received' ? 'aidReceived' : 'aidPending', values);
    lines.push(a.amount === null ? sentence : `${sentence} ${t('money', { amount: a.amount })}`);
  }
  return (
    <ul data-testid="disability-plain-words">
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}
