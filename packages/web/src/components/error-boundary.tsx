import { Anchor, Button, Group, Text } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { paths } from '../lib/paths';
import { PageLayout } from './page-layout';

/**
 * Shown when a screen fails to render or its code cannot be loaded, typically after a new release
 * replaced the hashed chunks: reloading fetches the new ones.
 */
function ErrorPage() {
  const t = useTranslations('app');
  return (
    <PageLayout title={t('errorTitle')} withAccountActions={false}>
      <Text mb="md">{t('errorText')}</Text>
      <Group>
        <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
        {/* A plain link: the router state may be what failed. */}
        <Anchor href={paths.login}>{t('home')}</Anchor>
      </Group>
    </PageLayout>
  );
}

interface Props {
  /** Changing it (e.g. the route's path) clears the error: the user has left the failed screen. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
