import { useTranslations } from 'use-intl';
import { getBranding } from '../lib/branding';
import classes from './page-layout.module.css';

export function AppFooter() {
  const t = useTranslations('app');
  return (
    <footer className={classes.footer}>
      <p>{t('footer', { name: getBranding().name })}</p>
    </footer>
  );
}
