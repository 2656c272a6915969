import { getBranding } from '../lib/branding';
import classes from './page-layout.module.css';

export function AppFooter() {
  return (
    <footer className={classes.footer}>
      <p>© 2023 {getBranding().name}. All rights reserved.</p>
    </footer>
  );
}
