import {
  AID_STATUS_LABELS,
  type CodeList,
  DISABILITY_SCHEME_LABELS,
  type DisabilityProfile,
  UDID_KIND_LABELS,
} from '@pragati/domain';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { aidItem, useCodeWords } from './labels';

type Props = { profile: DisabilityProfile; list: CodeList | undefined };

/** The profile as staff read it: the conditions, certificate, UDID and the aids ledger. */
export function ProfileView({ profile, list }: Props) {
  const t = useTranslations('disabilityProfile');
  const m = useMsg();
  const words = useCodeWords(list);
  const { certificate: c, udid } = profile;
  return (
    <div data-testid="disability-profile">
      <ConditionsTable conditions={profile.conditions} words={words} />
      <dl>
        <dt>{t('certificate')}</dt>
        <dd>
          {c
            ? t('certificateValue', { number: c.number, authority: c.authority, date: c.issuedOn })
            : t('none')}
        </dd>
        {c && (
          <>
            <dt>{t('reassessOn')}</dt>
            <dd>{c.reassessOn ?? t('permanentValue')}</dd>
          </>
        )}
        <dt>{t('udid')}</dt>
        <dd>
          {udid
            ? `${m(UDID_KIND_LABELS[udid.kind])}: ${udid.number}; ${
                udid.expiresOn ? t('expires', { date: udid.expiresOn }) : t('noExpiry')
              }`
            : t('none')}
        </dd>
        <dt>{t('codeListYear')}</dt>
        <dd>{profile.codeListYear}</dd>
      </dl>
      {profile.aids.length === 0 ? (
        <p>{t('noAids')}</p>
      ) : (
        <table>
          <caption>{t('aids')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('item')}</th>
              <th scope="col">{t('date')}</th>
              <th scope="col">{t('scheme')}</th>
              <th scope="col">{t('amount')}</th>
              <th scope="col">{t('status')}</th>
            </tr>
          </thead>
          <tbody>
            {profile.aids.map((a) => (
              <tr key={a.id}>
                <td>{aidItem(words, a)}</td>
                <td>{a.date}</td>
                <td>{m(DISABILITY_SCHEME_LABELS[a.scheme])}</td>
                <td>{a.amount === null ? t('none') : `₹ ${a.amount}`}</td>
                <td>{m(AID_STATUS_LABELS[a.status])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** The conditions, the primary one marked; said when none is recorded. */
function ConditionsTable({
  conditions,
  words,
}: {
  conditions: DisabilityProfile['conditions'];
  words: ReturnType<typeof useCodeWords>;
}) {
  const t = useTranslations('disabilityProfile');
  return (
    <table>
      <caption>{t('conditions')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('condition')}</th>
          <th scope="col">{t('percent')}</th>
          <th scope="col">{t('primary')}</th>
        </tr>
      </thead>
      <tbody>
        {conditions.length === 0 && (
          <tr>
            <td colSpan={3}>{t('noConditions')}</td>
          </tr>
        )}
        {conditions.map((x) => (
          <tr key={x.code}>
            <td>{words.condition(x.code)}</td>
            <td>{x.percent} %</td>
            <td>{x.primary ? t('primaryYes') : t('no')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
