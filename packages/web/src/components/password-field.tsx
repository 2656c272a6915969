import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState, type KeyboardEvent, type Ref } from 'react';

export interface PasswordFieldProps extends Omit<
  PasswordInputProps,
  'visible' | 'onVisibilityChange' | 'visibilityToggleButtonProps'
> {
  /** Accessible name of the show/hide toggle, e.g. "Show new password". */
  toggleLabel: string;
  /** The input itself (React 19 passes a ref as a prop), e.g. to focus a field with an error. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * Mantine's show/hide toggle is hidden from assistive technology and skipped by Tab. Here it is a
 * named toggle button (aria-pressed tells whether the password shows) that Tab reaches and that
 * Enter or Space switches.
 */
export function PasswordField({ toggleLabel, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    setVisible((value) => !value);
  };
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{ 'aria-label': toggleLabel, tabIndex: 0, onKeyDown }}
    />
  );
}
