import { Alert, type AlertProps } from '@mantine/core';
import classes from '../teacher.module.css';

/** Mantine's Alert with its title at full text contrast (the tinted title is below 4.5:1). */
export function Notice(props: AlertProps) {
  return <Alert {...props} classNames={{ title: classes.alertTitle }} />;
}
